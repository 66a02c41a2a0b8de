import { type Kysely, sql } from 'kysely';

/**
 * Indexes for messaging on a claim with 10 000 messages (issue 5), portable to SQLite and PostgreSQL.
 * Inbox paging (claim_id = ? ORDER BY received_at DESC, id DESC) and its date-range count already use
 * 0001's (claim_id, received_at, id), read backwards; search narrows by it first (substring LIKE can
 * use no index on either database). Added here:
 * - the unread count (getunreadmessagecount, on every page of the portal): a partial index holding only
 *   unread messages, so counting reads the unread rows of one claim and nothing else;
 * - sent items are scoped to the claimant AND the claim: (claimant_id, claim_id, sent_at, id) serves the
 *   filter, the newest-first order and the date range in one range scan.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('inbox_messages_claim_unread_idx')
    .on('inbox_messages')
    .column('claim_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('sent_items_claimant_claim_sent_idx')
    .on('sent_items')
    .columns(['claimant_id', 'claim_id', 'sent_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sent_items_claimant_claim_sent_idx').execute();
  await db.schema.dropIndex('inbox_messages_claim_unread_idx').execute();
}
