import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';

/** SQL of sign-in (STYLE.md principle 5). */

export type AccountRow = Row<'accounts'>;

export async function findAccountByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function addFailedSignIn(db: Kysely<Database>, accountId: string, at: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1), updated_at: at }))
    .where('id', '=', accountId)
    .execute();
}

export async function clearFailedSignIns(db: Kysely<Database>, accountId: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ failed_sign_ins: 0 })
    .where('id', '=', accountId)
    .where('failed_sign_ins', '<>', 0)
    .execute();
}

/** A device verified for the account that is still remembered at `now`. */
export async function hasRememberedDevice(
  db: Kysely<Database>,
  accountId: string,
  deviceHash: string,
  now: string,
  verifiedSince: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('device_hash', '=', deviceHash)
    .where('expires_at', '>', now)
    .where('verified_at', '>=', verifiedSince)
    .executeTakeFirst();
  return row !== undefined;
}
