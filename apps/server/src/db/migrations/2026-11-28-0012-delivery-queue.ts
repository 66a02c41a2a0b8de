import type { Kysely } from 'kysely';

/**
 * The transactional outbox (issue 29 "Notices that are never lost"): every e-mail, text message and
 * provider webhook is a row written in the transaction of the change that causes it, and a worker on
 * each server delivers it afterwards (modules/deliveries). `state` is pending, delivered, parked (kept
 * failing; the provider lists and retries it) or expired (an access code no longer valid, never sent
 * late). A pending row under `lease_until` is being delivered by the server holding `claim_token`; a
 * lease that runs out (a crashed server) lets any server take it again. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('parked_at', 'text')
    .execute();
  // The worker's claim reads due pending rows; the provider's list reads parked and expired ones.
  await db.schema
    .createIndex('delivery_queue_due_idx')
    .on('delivery_queue')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('delivery_queue_parked_idx')
    .on('delivery_queue')
    .columns(['state', 'parked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_queue').execute();
}
