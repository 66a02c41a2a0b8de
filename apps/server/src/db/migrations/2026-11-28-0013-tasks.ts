import type { Kysely } from 'kysely';

/**
 * Things to do (issue 32): the provider's requests of a claimant on a claim, stored by the provider's
 * own reference (unique: the PUT is an upsert by it, and two parallel PUTs meet this index and leave
 * one row). `due_date` is the calendar day as yyyy-mm-dd, so text order is date order on both
 * databases. `status` is open, done or cancelled; a request the claimant completed by a submission
 * names it in `completed_by_submission_id` (a survey's form id for the survey). Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('document_type_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('completed_by_submission_id', 'text')
    .execute();
  // Claim home's list and count: a claim's open requests, soonest due first.
  await db.schema
    .createIndex('tasks_claim_status_due_idx')
    .on('tasks')
    .columns(['claim_id', 'status', 'due_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tasks').execute();
}
