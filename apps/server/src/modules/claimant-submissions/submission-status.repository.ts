import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What the provider changes of a claimant's submission after it was sent: received, and a
 * reimbursement's payment status. The provider's side (modules/submissions) calls these; only this
 * module writes submissions.
 */

/**
 * Marks a submitted submission received; a received one keeps its first time (idempotent). Answers
 * the submission's claim and kind when this call changed it, undefined when another call marked it
 * first.
 */
export async function markReceived(
  db: Kysely<Database>,
  id: string,
  at: string,
): Promise<{ claim_id: string | null; kind: string } | undefined> {
  return db
    .updateTable('submissions')
    .set({ status: 'received', received_at: at })
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .returning(['claim_id', 'kind'])
    .executeTakeFirst();
}

/** Sets a reimbursement's payment status (JSON); false when the id is no submitted reimbursement. */
export async function setPayment(db: Kysely<Database>, id: string, payment: string): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({ payment })
    .where('id', '=', id)
    .where('kind', '=', 'receipts')
    .where('status', 'in', ['submitted', 'received'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
