import type { Kysely } from 'kysely';

/**
 * Issue 29 items 3 and 4, portable to SQLite and PostgreSQL:
 * - password_resets: the new password's hash a reset waits with until the access code sent at
 *   /activate is right, keyed by the registration session the reset answered (one pending reset per
 *   session; it goes with the session and with the account);
 * - access_code_misses: one row per wrong access code of an account, read over the last 24 hours;
 * - access_code_lockouts: one row per account that has had a wrong code. Its row is the lock the
 *   count is taken under (an upsert locks it on PostgreSQL; SQLite runs one transaction at a time) and
 *   holds until when no code of the account is accepted.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('password_resets')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('password_resets_account_idx').on('password_resets').column('account_id').execute();

  await s
    .createTable('access_code_misses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('access_code_misses_account_at_idx')
    .on('access_code_misses')
    .columns(['account_id', 'at'])
    .execute();

  await s
    .createTable('access_code_lockouts')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_code_lockouts').execute();
  await db.schema.dropTable('access_code_misses').execute();
  await db.schema.dropTable('password_resets').execute();
}
