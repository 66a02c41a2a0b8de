import type { Kysely } from 'kysely';
import type { Database, Row, RowUpdate } from '../../db/schema.js';

/** SQL for the signed-in claimant's own account area; rules live in account.service.ts. */

export type ClaimantRow = Row<'claimants'>;
export type AccountRow = Row<'accounts'>;

export async function findClaimantById(db: Kysely<Database>, id: string): Promise<ClaimantRow | undefined> {
  return db.selectFrom('claimants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateClaimant(
  db: Kysely<Database>,
  id: string,
  changes: RowUpdate<'claimants'>,
): Promise<void> {
  await db.updateTable('claimants').set(changes).where('id', '=', id).execute();
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  accountId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', accountId)
    .execute();
}

/**
 * Ends every session of the account except the one making the call and the secure-update tokens
 * issued under it (a password change signs out other browsers, not this one).
 */
export async function revokeOtherSessionsOfAccount(
  db: Kysely<Database>,
  accountId: string,
  keepSessionId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('id', '!=', keepSessionId)
    .where((eb) => eb.or([eb('parent_session_id', 'is', null), eb('parent_session_id', '!=', keepSessionId)]))
    .where('revoked_at', 'is', null)
    .execute();
}
