import {
  type ListProviderEventsResponse,
  type ProviderEvent,
  type PutProviderEvent,
  PROVIDER_EVENT_LIST_MAX,
  calendarDateOf,
  isWithinYearRange,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type StoredAttachment,
  deleteStored,
  discardFiles,
  recordProviderAttachments,
  storeAllAttachments,
} from '../files/index.js';
import { differsFrom, insertOrFindByReference } from '../../db/upsert-by-reference.js';
import { findClaimIdByNumber } from '../claims/index.js';
import {
  findAttachmentsOf,
  findClaimTimeline,
  findEventByReference,
  insertEventAttachments,
  unlinkEventAttachments,
  updateEventByReference,
} from './timeline.repository.js';
import { wordsOf } from './timeline-words.js';

/** stored_files.purpose of a letter the provider attached to a timeline event (schema.ts). */
export const TIMELINE_FILE_PURPOSE = 'timeline';

export interface ProviderEventDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  branding: { providerName: string };
}

/**
 * PUT /provider/v1/events/:reference (issue 32 "What's happening"): creates or updates the event with
 * the provider's reference. Everything is checked, and the letters stored (all or none), before anything
 * is written, so a refused PUT changes nothing. The unique reference decides between parallel PUTs: one
 * inserts, the others update the row it made (on PostgreSQL they wait for its row lock). Letters are
 * replaced (ADR 0040): the old ones are unlinked, marked discarded (getfilecontent no longer reads
 * them) and their bytes deleted once the change committed; the same letters sent again (same names and
 * bytes) are kept as they are, so a retried PUT changes nothing. A reference already used on another
 * claim is refused (322): moving a decision letter to another claimant's timeline is never a retry.
 */
export async function putProviderEvent(
  deps: ProviderEventDeps,
  reference: string,
  body: PutProviderEvent,
  actor: { actorId: string | null; requestId?: string | null },
  now: Date,
): Promise<ProviderEvent> {
  const claimId = await findClaimIdByNumber(deps.db, body.ClaimNumber);
  if (!claimId) throw new AppError('notFound');
  const occurred = new Date(body.Date);
  if (Number.isNaN(occurred.getTime()) || !isWithinYearRange(calendarDateOf(occurred)))
    throw new AppError('providerEventDate');
  const existing = await findEventByReference(deps.db, reference);
  if (existing && existing.claim_id !== claimId) throw new AppError('providerEventOtherClaim');

  const stored = await storeAllAttachments(deps.storage, body.Attachments);
  const at = toTimestamp(now);
  const words = { occurred_at: toTimestamp(occurred), title: body.Title, body: body.Body };
  let unused: readonly StoredAttachment[] = [];
  let replacedKeys: string[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const eventId = newId();
      const put = await insertOrFindByReference(
        trx,
        'claim_events',
        {
          id: eventId,
          claim_id: claimId,
          kind: 'provider',
          ...words,
          params: null,
          link: null,
          reference,
          created_at: at,
          updated_at: at,
        },
        findEventByReference,
      );
      const { created } = put;
      let id = eventId;
      if (!put.created) {
        const before = put.stored;
        if (before.claim_id !== claimId) throw new AppError('providerEventOtherClaim');
        id = before.id;
        const letters = await findAttachmentsOf(trx, [id]);
        const sameLetters =
          letters.length === stored.length &&
          letters.every((l, i) => l.sha256 === stored[i]?.sha256 && l.filename === stored[i]?.filename);
        if (!differsFrom(before, words) && sameLetters) {
          unused = stored;
          return;
        }
        await updateEventByReference(trx, reference, { ...words, updated_at: at });
        if (sameLetters) unused = stored;
        else {
          const unlinked = await unlinkEventAttachments(trx, id);
          await discardFiles(
            trx,
            unlinked.map((file) => file.id),
          );
          replacedKeys = unlinked.map((file) => file.storage_key);
          await attachLetters(trx, id, claimId, stored, at);
        }
      } else {
        await attachLetters(trx, id, claimId, stored, at);
      }
      await recordAudit(
        trx,
        {
          action: created ? 'provider.event.created' : 'provider.event.updated',
          actorKind: 'provider',
          actorId: actor.actorId,
          requestId: actor.requestId ?? null,
          details: {
            reference,
            claimNumber: body.ClaimNumber,
            files: unused === stored ? [] : stored.map((f) => ({ sizeBytes: f.sizeBytes, sha256: f.sha256 })),
          },
        },
        now,
      );
    });
  } catch (error) {
    await deleteStored(deps.storage, stored);
    throw error;
  }
  // After the commit: bytes no row names any more (a failed delete leaves only unreachable bytes).
  await deleteStored(deps.storage, unused);
  await Promise.all(replacedKeys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return readProviderEvent(deps.db, reference);
}

async function attachLetters(
  trx: Kysely<Database>,
  eventId: string,
  claimId: string,
  stored: readonly StoredAttachment[],
  at: string,
): Promise<void> {
  const files = stored.map((file) => ({ ...file, id: newId() }));
  await recordProviderAttachments(trx, files, { claimId, purpose: TIMELINE_FILE_PURPOSE, at });
  await insertEventAttachments(
    trx,
    files.map((file, position) => ({ event_id: eventId, file_id: file.id, position })),
  );
}

async function readProviderEvent(db: Kysely<Database>, reference: string): Promise<ProviderEvent> {
  const row = await findEventByReference(db, reference);
  if (!row) throw new AppError('notFound');
  const letters = await findAttachmentsOf(db, [row.id]);
  return {
    Reference: reference,
    ClaimNumber: row.claim_number,
    Date: row.occurred_at,
    Title: row.title ?? '',
    Body: row.body ?? '',
    Attachments: letters.map((file) => ({
      FileId: file.id,
      Filename: file.filename,
      MimeType: file.mime_type,
      SizeBytes: Number(file.size_bytes),
      Sha256: file.sha256,
    })),
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/** GET /provider/v1/events and `timeline <claim>`: a claim's whole timeline as its claimants see it. */
export async function listProviderEvents(
  deps: { db: Kysely<Database>; branding: { providerName: string } },
  claimNumber: string,
): Promise<ListProviderEventsResponse> {
  const claimId = await findClaimIdByNumber(deps.db, claimNumber);
  if (!claimId) throw new AppError('notFound');
  const rows = await findClaimTimeline(deps.db, claimId, PROVIDER_EVENT_LIST_MAX);
  const files = await findAttachmentsOf(
    deps.db,
    rows.filter((row) => row.kind === 'provider').map((row) => row.id),
  );
  return {
    Entries: rows.map((row) => ({
      Kind: row.kind,
      Reference: row.reference,
      Date: row.occurred_at,
      ...wordsOf(row, deps.branding),
      Attachments: files.filter((file) => file.event_id === row.id).map((file) => file.filename),
    })),
  };
}
