import type { DocumentDraftAnswer, DraftFile } from '@portal/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { wireDateTimeOf } from '../../lib/melbourne-time.js';
import { withoutControlCharacters } from '../../lib/safe-filename.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { discardPendingFiles } from '../files/index.js';
import {
  type DraftOwner,
  deleteDraft,
  draftDates,
  findDraft,
  pendingFilesOfDraft,
  upsertDraft,
} from './drafts.repository.js';
import type { DraftFields, FormKind } from './form-kinds.js';

export interface PipelineDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  log?: FastifyBaseLogger;
}

/** The pipeline's dependencies as the app holds them, for a route's call. */
export function pipelineDepsOf(app: FastifyInstance) {
  return { db: app.database.db, storage: app.storage, log: app.log, deliveries: app.deliveries };
}

function parseFields(data: string): DraftFields | null {
  try {
    return JSON.parse(data) as DraftFields;
  } catch {
    return null;
  }
}

/**
 * A draft's file as the draft answer shows it (issue 11 "per-file receipt"): every file recorded on
 * a draft has been received (stored, hash recorded) and checked (type by its bytes, size) before its
 * row was written (files/receive-upload.ts), so its state is `checked` until a submit attaches it.
 */
const draftFileOf = (file: { id: string; filename: string; sha256: string }): DraftFile => ({
  Filename: withoutControlCharacters(file.filename),
  FileID: file.id,
  State: 'checked',
  Sha256: file.sha256,
});

/**
 * updatedocumentform / updateform (part 2 §4 "saved on every change"): keeps the given fields of the
 * form, creating the draft on the first save. The files are not taken from the body: a draft's files
 * are the ones uploaded to it and not discarded (so a save can never attach someone else's file).
 */
export async function saveDraft(
  deps: PipelineDeps,
  kind: FormKind,
  owner: DraftOwner,
  body: Partial<Record<string, unknown>>,
  now: Date,
): Promise<true> {
  const previous = await findDraft(deps.db, owner, kind.kind);
  const fields = kind.draftFieldsOf(body, previous ? parseFields(previous.data) : null);
  await upsertDraft(deps.db, owner, kind.kind, {
    id: newId(),
    data: JSON.stringify(fields),
    at: toTimestamp(now),
  });
  return true;
}

/**
 * getdraftdocumentform / getdraft: the draft with its files, or null when there is none. SavedMsAgo
 * (ours, issue 15) is the age of its last save or upload (updated_at), so a device can tell whether
 * the copy it kept offline is older than the draft (ADR 0024).
 */
export async function readDraft(
  deps: PipelineDeps,
  kind: FormKind,
  owner: DraftOwner,
  now: Date,
): Promise<DocumentDraftAnswer | null> {
  const draft = await findDraft(deps.db, owner, kind.kind);
  if (!draft) return null;
  // Through the kind, so a draft an upload created (no fields yet) answers the form's full shape.
  const fields = kind.draftFieldsOf({}, parseFields(draft.data));
  const files = await pendingFilesOfDraft(deps.db, owner.claimantId, draft.id);
  const savedMsAgo = Math.max(0, now.getTime() - new Date(draft.updated_at).getTime());
  const answer = { ...fields, Documents: files.map(draftFileOf), SavedMsAgo: savedMsAgo };
  return kind.annotate ? { ...answer, ...(await kind.annotate(deps.db, owner, answer, now)) } : answer;
}

/**
 * discarddraftdocuments / discarddraft (part 2 §4 "Discard deletes the draft and its files"): the
 * draft row goes and its files are marked discarded in one transaction with the audit entry; their
 * bytes are deleted after the commit (the upload sweep retries a deletion that fails). No draft: true.
 */
export async function discardDraft(
  deps: PipelineDeps,
  kind: FormKind,
  owner: DraftOwner,
  now: Date,
): Promise<true> {
  const draft = await findDraft(deps.db, owner, kind.kind);
  if (!draft) return true;
  const files = await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteDraft(trx, draft.id))) return [];
    const pending = await pendingFilesOfDraft(trx, owner.claimantId, draft.id);
    await discardPendingFiles(
      trx,
      pending.map((file) => file.id),
    );
    await recordAudit(
      trx,
      {
        action: 'draft.discarded',
        actorKind: 'claimant',
        actorId: owner.claimantId,
        claimantId: owner.claimantId,
        details: { kind: kind.kind, draftId: draft.id, fileIds: pending.map((file) => file.id) },
      },
      now,
    );
    return pending;
  });
  await deleteBytesAfterCommit(deps, files);
  return true;
}

/** getdraftdates: the documents draft's last save as a Melbourne date (null when there is none). */
export async function readDraftDates(
  deps: PipelineDeps,
  owner: DraftOwner,
): Promise<{ DocumentsDate: string | null }> {
  const dates = await draftDates(deps.db, owner);
  const documents = dates.find((row) => row.kind === 'documents');
  return { DocumentsDate: documents ? wireDateTimeOf(documents.updated_at).date : null };
}

/** Bytes of files already marked discarded; a failed deletion is left to the upload sweep. */
export async function deleteBytesAfterCommit(
  deps: PipelineDeps,
  files: readonly { id: string; storage_key: string }[],
): Promise<void> {
  for (const file of files) {
    try {
      await deps.storage.delete(file.storage_key);
    } catch (error) {
      deps.log?.warn(
        { err: error, fileId: file.id },
        'discarded file bytes not deleted; the upload sweep retries',
      );
    }
  }
}
