import type { Kysely } from 'kysely';

/**
 * A reimbursement's payment status as the provider sets it (issue 12 "Payment status"): one nullable
 * text column of JSON on submissions ({ Status, AmountCents?, PaidOn?, Reason? }), read back through
 * the contract's schema. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('payment', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').dropColumn('payment').execute();
}
