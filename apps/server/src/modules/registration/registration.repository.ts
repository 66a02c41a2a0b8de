import type { Kysely } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/schema.js';

/** SQL of registration (STYLE.md principle 5). */

export async function hasAccountForClaimant(db: Kysely<Database>, claimantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('claimant_id', '=', claimantId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isUsernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(db: Kysely<Database>, row: NewRow<'accounts'>): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

export async function updateClaimant(
  db: Kysely<Database>,
  claimantId: string,
  changes: RowUpdate<'claimants'>,
): Promise<void> {
  await db.updateTable('claimants').set(changes).where('id', '=', claimantId).execute();
}
