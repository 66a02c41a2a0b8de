import {
  type ListSubmissionsResponse,
  type ProviderSubmission,
  type ReimbursementStatus,
  type SubmissionStatusFilter,
} from '@portal/contract';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { withoutControlCharacters } from '../../lib/safe-filename.js';
import { type FileStorage, FileNotFoundError } from '../../storage/file-storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { markReceived, setPayment } from '../claimant-submissions/index.js';
import type { ProviderActor } from '../claimant-records/claimant-records.service.js';
import { paymentOf } from '../reimbursement/index.js';
import { recordClaimEvent } from '../timeline/index.js';
import {
  type SubmissionRow,
  type VisibleStatus,
  countSubmissions,
  filesOfSubmissions,
  findProviderFile,
  findSubmissions,
  findReimbursementOfClaim,
  findVisibleSubmission,
} from './submissions.repository.js';

/**
 * What claimants submitted, taken out by the provider (issue 5 "list and fetch what claimants
 * submitted ... newest first, and mark each as received so it is not fetched twice").
 */

const statusesOf: Record<SubmissionStatusFilter, VisibleStatus[]> = {
  submitted: ['submitted'],
  received: ['received'],
  all: ['submitted', 'received'],
};

/** Stored JSON as the claimant sent it; text that does not parse is given as it is. */
function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

async function withFiles(
  db: Kysely<Database>,
  rows: readonly SubmissionRow[],
): Promise<ProviderSubmission[]> {
  const files = await filesOfSubmissions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    SubmissionId: row.id,
    Kind: row.kind,
    Status: row.status === 'received' ? 'received' : 'submitted',
    ClaimNumber: row.claim_number,
    ClaimantRef: row.external_ref,
    SubmittedAt: row.submitted_at ?? '',
    ReceivedAt: row.received_at,
    Data: parseData(row.data),
    Payment: paymentOf(row.payment),
    Files: files
      .filter((file) => file.submission_id === row.id)
      .map((file) => ({
        FileId: file.id,
        Filename: withoutControlCharacters(file.filename),
        MimeType: file.mime_type,
        SizeBytes: Number(file.size_bytes),
        Sha256: file.sha256,
      })),
  }));
}

export async function listSubmissions(
  db: Kysely<Database>,
  query: { Status: SubmissionStatusFilter; Limit: number; Offset: number },
): Promise<ListSubmissionsResponse> {
  const statuses = statusesOf[query.Status];
  const [rows, total] = await Promise.all([
    findSubmissions(db, statuses, { limit: query.Limit, offset: query.Offset }),
    countSubmissions(db, statuses),
  ]);
  return { Submissions: await withFiles(db, rows), Total: total, Offset: query.Offset, Limit: query.Limit };
}

/** One submission (225 notFound when unknown or still open). */
export async function readSubmission(db: Kysely<Database>, id: string): Promise<ProviderSubmission> {
  const row = await findVisibleSubmission(db, id);
  if (!row) throw new AppError('notFound');
  const [submission] = await withFiles(db, [row]);
  if (!submission) throw new AppError('notFound');
  return submission;
}

/**
 * Marks a submission received (idempotent: the first ReceivedAt stays) and answers it. The change, its
 * audit entry and its entry on the claim's timeline (issue 32) commit together, and only the call that
 * made the change writes them.
 */
export async function markSubmissionReceived(
  db: Kysely<Database>,
  id: string,
  actor: ProviderActor,
  now: Date,
): Promise<ProviderSubmission> {
  const before = await readSubmission(db, id);
  if (before.Status === 'received') return before;
  await db.transaction().execute(async (trx) => {
    const marked = await markReceived(trx, id, toTimestamp(now));
    if (!marked) return;
    if (marked.claim_id !== null)
      await recordClaimEvent(trx, {
        kind: 'received',
        claimId: marked.claim_id,
        submissionId: id,
        form: marked.kind,
        at: now,
      });
    await recordAudit(
      trx,
      {
        action: 'provider.submission.received',
        actorKind: 'provider',
        actorId: actor.actorId,
        requestId: actor.requestId ?? null,
        details: { submissionId: id, kind: before.Kind, claimNumber: before.ClaimNumber },
      },
      now,
    );
  });
  return readSubmission(db, id);
}

export interface ProviderFile {
  bytes: Readable;
  mimeType: string;
  filename: string;
}

/** The bytes of a submission's or an inbox message's file (225 notFound for any other id). */
export async function openProviderFile(
  deps: { db: Kysely<Database>; storage: FileStorage },
  fileId: string,
): Promise<ProviderFile> {
  const file = await findProviderFile(deps.db, fileId);
  if (!file) throw new AppError('notFound');
  try {
    return {
      bytes: await deps.storage.get(file.storage_key),
      mimeType: file.mime_type,
      filename: withoutControlCharacters(file.filename),
    };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new AppError('notFound', { cause: error });
    throw error;
  }
}

/**
 * Sets a reimbursement's payment status (issue 12 "Payment status"); any other submission is notFound.
 * The change and its audit entry commit together. Answers the submission as it now stands.
 */
export async function setReimbursementStatus(
  db: Kysely<Database>,
  id: string,
  status: ReimbursementStatus,
  actor: ProviderActor,
  now: Date,
): Promise<ProviderSubmission> {
  const before = await readSubmission(db, id);
  if (before.Kind !== 'receipts') throw new AppError('notFound');
  await db.transaction().execute(async (trx) => {
    if (!(await setPayment(trx, id, JSON.stringify(status)))) throw new AppError('notFound');
    await recordAudit(
      trx,
      {
        action: 'provider.submission.payment',
        actorKind: 'provider',
        actorId: actor.actorId,
        requestId: actor.requestId ?? null,
        details: { submissionId: id, before: before.Payment ?? null, after: status },
      },
      now,
    );
  });
  return readSubmission(db, id);
}

/** Whether the id names a submitted reimbursement of the claim (issue 32: a payment's SubmissionId). */
export async function isReimbursementOfClaim(
  db: Kysely<Database>,
  submissionId: string,
  claimId: string,
): Promise<boolean> {
  return (await findReimbursementOfClaim(db, submissionId, claimId)) !== undefined;
}

/**
 * Sets a reimbursement's payment status to paid in the caller's transaction (issue 32: the payment
 * that pays it was made), so the sent item's status and the payment never disagree.
 */
export async function markReimbursementPaid(
  trx: Kysely<Database>,
  submissionId: string,
  paid: { AmountCents: number; PaidOn: string },
): Promise<void> {
  const status: ReimbursementStatus = { Status: 'paid', ...paid };
  await setPayment(trx, submissionId, JSON.stringify(status));
}
