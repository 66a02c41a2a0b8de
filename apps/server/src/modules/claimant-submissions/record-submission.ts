import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { type TaskCompletion, completeTaskBySubmission } from '../tasks/index.js';
import { recordClaimEvent } from '../timeline/index.js';
import type { AcceptedSubmission } from './form-kinds.js';
import type { DraftOwner } from './drafts.repository.js';
import { findListItem } from '../dropdown/dropdown.service.js';
import { attachFiles, findSubmissionEventFacts, insertSentItem } from './submission-records.repository.js';

export interface SubmissionRecord {
  submissionId: string;
  owner: DraftOwner;
  /** The files the submission names, in order. */
  fileIds: readonly string[];
  /**
   * A named file no longer pending (discarded or swept meanwhile): 'refuse' undoes the submission
   * (a form that names its files, such as Send documents); 'leaveOut' submits the rest (a form that
   * takes whatever is still waiting, such as the personal-details request).
   */
  whenFileGone: 'refuse' | 'leaveOut';
  sentItem: AcceptedSubmission['sentItem'];
  audit: { action: string; details: Record<string, unknown> };
  /**
   * The request (issue 32 "Things to do") the submit names with TaskId, and the action of this form:
   * completed in this transaction, or the whole submission is refused. Absent: completes nothing.
   */
  task?: { taskId: string; action: TaskCompletion['action'] } | undefined;
}

/**
 * What every claimant submission writes once its row exists, inside the caller's transaction: its
 * files attached (never one whose bytes are gone), the sent item (RESOLUTIONS.md: every submission appears
 * under Sent items), the audit entry and, with PROVIDER_WEBHOOK_URL set, the `submission.created` event
 * for the provider (issue 29; delivered after the commit), and the request the submission completes
 * (issue 32; the one place every form kind's submit passes, ADR 0001), and its entry on the claim's
 * timeline (issue 32 "What's happening", ADR 0040). Answers the attached file ids.
 */
export async function recordSubmission(
  trx: Kysely<Database>,
  record: SubmissionRecord,
  now: Date,
  deliveries: DeliveryQueue,
): Promise<string[]> {
  const attached = await attachFiles(trx, record.submissionId, record.fileIds);
  if (record.whenFileGone === 'refuse' && attached.length !== record.fileIds.length) {
    throw new AppError('notFound');
  }
  const requestType = await findListItem(trx, 'SentItemTypes', { item: record.sentItem.requestTypeItem });
  await insertSentItem(trx, {
    id: newId(),
    claimant_id: record.owner.claimantId,
    claim_id: record.owner.claimId,
    submission_id: record.submissionId,
    request_type: requestType?.item_id ?? null,
    subject_main: record.sentItem.subjectMain,
    subject_other: record.sentItem.subjectOther,
    message: record.sentItem.message,
    sent_at: toTimestamp(now),
  });
  await recordAudit(
    trx,
    {
      action: record.audit.action,
      actorKind: 'claimant',
      actorId: record.owner.claimantId,
      claimantId: record.owner.claimantId,
      details: { ...record.audit.details, fileIds: attached },
    },
    now,
  );
  if (record.task) {
    await completeTaskBySubmission(
      trx,
      { ...record.task, claimId: record.owner.claimId, submissionId: record.submissionId },
      now,
      deliveries,
    );
  }
  const facts = await findSubmissionEventFacts(trx, record.submissionId, record.owner.claimId);
  if (facts) {
    await recordClaimEvent(trx, {
      kind: 'submitted',
      claimId: record.owner.claimId,
      submissionId: record.submissionId,
      form: facts.kind,
      inSentItems: true,
      at: now,
    });
    await deliveries.enqueueProviderEvent(trx, {
      type: 'submission.created',
      data: {
        SubmissionId: record.submissionId,
        Kind: facts.kind,
        ClaimNumber: facts.claimNumber,
        SubmittedAt: toTimestamp(now),
      },
    });
  }
  return attached;
}
