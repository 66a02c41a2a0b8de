import { type Kysely, sql } from 'kysely';

/**
 * Idempotent provider messages (issue 5 review): the provider's own id of a message, so a retry of
 * POST /provider/v1/messages after a timeout finds the message it already sent instead of sending a
 * second one. Unique per claim; messages without a reference (NULL) are not constrained — the index is
 * partial, which SQLite and PostgreSQL both support, so any number of them may exist on either.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbox_messages').addColumn('provider_reference', 'text').execute();
  await db.schema
    .createIndex('inbox_messages_claim_provider_reference_idx')
    .on('inbox_messages')
    .columns(['claim_id', 'provider_reference'])
    .unique()
    .where(sql.ref('provider_reference'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inbox_messages_claim_provider_reference_idx').execute();
  await db.schema.alterTable('inbox_messages').dropColumn('provider_reference').execute();
}
