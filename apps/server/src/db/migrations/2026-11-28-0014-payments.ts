import type { Kysely } from 'kysely';

/**
 * Payments (issue 32): the provider's payments on a claim, stored by the provider's own reference
 * (unique: the PUT is an upsert by it, and parallel PUTs meet this index and leave one row).
 * `payment_date` is the calendar day as yyyy-mm-dd (text order is date order on both databases) and
 * `financial_year` the year its Australian financial year starts in, kept beside it so a year's list
 * and the list of years are index reads. `amount` is integer cents; `status` scheduled, paid or
 * cancelled; `submission_id` the reimbursement it pays; `account_last_digits` the last 3 digits of the
 * account paid into (never the whole number); `remittance_file_id` a stored_files row. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'integer', (c) => c.notNull())
    .addColumn('submission_id', 'text')
    .addColumn('account_last_digits', 'text')
    .addColumn('remittance_file_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  // Payments' year and its years: a claim's payments by financial year, latest day first.
  await db.schema
    .createIndex('payments_claim_year_date_idx')
    .on('payments')
    .columns(['claim_id', 'financial_year', 'payment_date'])
    .execute();
  // The years a claim has payments in, read from the index alone (the status filter included).
  await db.schema
    .createIndex('payments_claim_year_status_idx')
    .on('payments')
    .columns(['claim_id', 'financial_year', 'status'])
    .execute();
  // Claim home's summary: a claim's next scheduled and last paid payment.
  await db.schema
    .createIndex('payments_claim_status_date_idx')
    .on('payments')
    .columns(['claim_id', 'status', 'payment_date'])
    .execute();
  // A reimbursement's sent item finds its payment; getfilecontent finds the payment of a remittance.
  await db.schema.createIndex('payments_submission_idx').on('payments').column('submission_id').execute();
  await db.schema
    .createIndex('payments_remittance_file_idx')
    .on('payments')
    .column('remittance_file_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
}
