import { type IdItem, receiptKindOf } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { wireDateTimeOf } from '../../lib/melbourne-time.js';
import { structuredReceipt } from './receipt-fields.js';

/**
 * "You sent this receipt on {date}" (issue 12 "Duplicate receipt warning"): a receipt matches one
 * already submitted on the same claim when a file has the same bytes (SHA-256), or when the sub-form's
 * date, amount and provider are the same. A warning only: the claimant may still go on, and the
 * provider's API carries the flag on the new submission.
 */
export interface DuplicateReceipt {
  submissionId: string;
  /** When the earlier one was submitted (ISO). */
  submittedAt: string;
}

const sameProvider = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

export async function findDuplicateReceipt(
  db: Kysely<Database>,
  claimId: string,
  receipt: { sha256s: readonly string[]; documentType: IdItem | null; description: string },
): Promise<DuplicateReceipt | null> {
  const submitted = db
    .selectFrom('submissions')
    .where('submissions.claim_id', '=', claimId)
    .where('submissions.kind', '=', 'receipts')
    .where('submissions.status', 'in', ['submitted', 'received']);
  if (receipt.sha256s.length > 0) {
    const byBytes = await submitted
      .innerJoin('submission_files', 'submission_files.submission_id', 'submissions.id')
      .innerJoin('stored_files', 'stored_files.id', 'submission_files.file_id')
      .where('stored_files.sha256', 'in', [...receipt.sha256s])
      .select(['submissions.id', 'submissions.submitted_at'])
      .orderBy('submissions.submitted_at', 'desc')
      .executeTakeFirst();
    if (byBytes?.submitted_at) return { submissionId: byBytes.id, submittedAt: byBytes.submitted_at };
  }
  if (!receipt.documentType) return null;
  const wanted = structuredReceipt(receiptKindOf(receipt.documentType), receipt.description);
  if (wanted.date === null || wanted.amountCents === null || wanted.provider === null) return null;
  const earlier = await submitted
    .select(['submissions.id', 'submissions.submitted_at', 'submissions.data'])
    .orderBy('submissions.submitted_at', 'desc')
    .execute();
  for (const row of earlier) {
    let sent: { Receipt?: { date?: string | null; amountCents?: number | null; provider?: string | null } };
    try {
      sent = JSON.parse(row.data) as typeof sent;
    } catch {
      continue;
    }
    const r = sent.Receipt;
    if (
      r &&
      r.date === wanted.date &&
      r.amountCents === wanted.amountCents &&
      sameProvider(r.provider ?? null, wanted.provider)
    ) {
      return row.submitted_at ? { submissionId: row.id, submittedAt: row.submitted_at } : null;
    }
  }
  return null;
}

/** The warning as the draft answer carries it: the Melbourne day the earlier receipt was sent. */
export const duplicateWarningOf = (duplicate: DuplicateReceipt | null) =>
  duplicate ? { Date: wireDateTimeOf(duplicate.submittedAt).date } : null;
