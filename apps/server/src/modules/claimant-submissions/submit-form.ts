import type { FileRef } from '@portal/contract';
import { AppError } from '../../http/app-error.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { discardPendingFiles } from '../files/index.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { type DraftOwner, deleteDraft, findDraft, pendingFilesOfDraft } from './drafts.repository.js';
import { type PipelineDeps, deleteBytesAfterCommit } from './drafts.service.js';
import type { FormKind } from './form-kinds.js';
import { recordSubmission } from './record-submission.js';
import { insertSubmission } from './submission-records.repository.js';

/**
 * submitdocumentform / submit (part 2 §4): the kind checks the form (part 2 §5), then ONE transaction
 * ends the draft, records the submission with exactly the files the form names attached, the sent item
 * (RESOLUTIONS.md: every submission appears under Sent items) and the audit entry. Deleting the draft
 * is the claim on it: of parallel submits one deletes it and the others are refused (draftNotFound),
 * so a form is never submitted twice. Files of the draft the form no longer names are discarded with
 * it. A file the form names must be one uploaded to this draft and still pending: another claimant's,
 * a discarded one or one still uploading is refused (notFound) and nothing changes.
 */
export async function submitForm<Body extends { Documents: FileRef[]; TaskId?: string | undefined }>(
  deps: PipelineDeps & { deliveries: DeliveryQueue },
  kind: FormKind<Body>,
  owner: DraftOwner,
  body: Body,
  now: Date,
): Promise<true> {
  const draft = await findDraft(deps.db, owner, kind.kind);
  if (!draft) throw new AppError('draftNotFound');
  const pending = await pendingFilesOfDraft(deps.db, owner.claimantId, draft.id);
  const byId = new Map(pending.map((file) => [file.id, file]));
  const named = [...new Set(body.Documents.map((file) => file.FileID))];
  if (named.some((id) => !byId.has(id))) {
    // A parallel submit of this draft may have attached the files in between: say so as it would.
    if (!(await findDraft(deps.db, owner, kind.kind))) throw new AppError('draftNotFound');
    throw new AppError('notFound');
  }
  const files = named.map((id) => byId.get(id)).filter((file) => file !== undefined);
  const accepted = await kind.accept(
    deps.db,
    body,
    files.map((file) => ({ Filename: file.filename, FileID: file.id, Sha256: file.sha256 })),
    { claimantId: owner.claimantId, claimId: owner.claimId, now },
  );
  const submissionId = newId();
  const at = toTimestamp(now);

  const leftOut = await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteDraft(trx, draft.id))) throw new AppError('draftNotFound');
    await insertSubmission(trx, {
      id: submissionId,
      claimant_id: owner.claimantId,
      claim_id: owner.claimId,
      kind: kind.kind,
      status: 'submitted',
      data: JSON.stringify(accepted.data),
      created_at: draft.created_at,
      submitted_at: at,
      received_at: null,
    });
    const unnamed = pending.filter((file) => !named.includes(file.id));
    await discardPendingFiles(
      trx,
      unnamed.map((file) => file.id),
    );
    await recordSubmission(
      trx,
      {
        submissionId,
        owner,
        fileIds: named,
        whenFileGone: 'refuse',
        sentItem: accepted.sentItem,
        audit: {
          action: `${kind.kind}.submitted`,
          details: { submissionId, draftId: draft.id, sha256: files.map((file) => file.sha256) },
        },
        task: body.TaskId === undefined ? undefined : { taskId: body.TaskId, action: kind.taskAction },
      },
      now,
      deps.deliveries,
    );
    return unnamed;
  });
  await deleteBytesAfterCommit(deps, leftOut);
  return true;
}
