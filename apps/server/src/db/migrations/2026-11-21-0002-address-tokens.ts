import type { Kysely } from 'kysely';

/**
 * The address lookup's word index (modules/address-lookup): one row per distinct word of an
 * address's search_text. A word prefix becomes an index range on `token` (portable: no full-text
 * feature of either database), and the (address_id, token) index checks the other words of a query
 * for one candidate. Rows go with their address (on delete cascade), so a replacing import clears
 * them; modules/address-lookup/address-tokens.ts fills them. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address_tokens')
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('address_id', 'text', (c) => c.notNull().references('addresses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('address_tokens_pkey', ['token', 'address_id'])
    .execute();
  await db.schema
    .createIndex('address_tokens_address_token_idx')
    .on('address_tokens')
    .columns(['address_id', 'token'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('address_tokens').execute();
}
