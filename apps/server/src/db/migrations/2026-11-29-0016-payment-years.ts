import { type Kysely, sql } from 'kysely';

/**
 * The financial years each claim has payments in (issue 32, ADR 0039): one row per claim and year that
 * has a scheduled or paid payment, written by the payments module in the transaction of each PUT that
 * changes a payment. getpayments answers the years with every look at /payments; reading them from the
 * payments took a recursive walk down an index, a third of the call's statement on SQLite and two
 * thirds of PostgreSQL's time for it (issue 32's bench). Filled from the payments already stored.
 * The year's page index gains the id its order ends on (payment day, then id, both descending), so
 * the page is read in order from the index instead of sorted again in a temporary table.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_years')
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('financial_year', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_years_pkey', ['claim_id', 'financial_year'])
    .execute();
  await sql`insert into payment_years (claim_id, financial_year)
    select distinct claim_id, financial_year from payments where status in ('scheduled', 'paid')`.execute(db);
  await db.schema
    .createIndex('payments_claim_year_date_id_idx')
    .on('payments')
    .columns(['claim_id', 'financial_year', 'payment_date', 'id'])
    .execute();
  await db.schema.dropIndex('payments_claim_year_date_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_claim_year_date_idx')
    .on('payments')
    .columns(['claim_id', 'financial_year', 'payment_date'])
    .execute();
  await db.schema.dropIndex('payments_claim_year_date_id_idx').execute();
  await db.schema.dropTable('payment_years').execute();
}
