import type { Kysely } from 'kysely';
import type { Database, Row, RowUpdate } from '../../db/schema.js';

/** SQL for bank details and the BSB directory; rules live in bank-details.service.ts. */

export type BsbRow = Row<'bsb_directory'>;
export type ClaimantRow = Row<'claimants'>;
export type AccountRow = Row<'accounts'>;

/** A BSB as NNN-NNN (the directory's form). */
export async function findBsb(db: Kysely<Database>, bsb: string): Promise<BsbRow | undefined> {
  return db.selectFrom('bsb_directory').selectAll().where('bsb', '=', bsb).executeTakeFirst();
}

export async function findClaimant(db: Kysely<Database>, id: string): Promise<ClaimantRow | undefined> {
  return db.selectFrom('claimants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccount(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateClaimantBank(
  db: Kysely<Database>,
  claimantId: string,
  changes: RowUpdate<'claimants'>,
): Promise<void> {
  await db.updateTable('claimants').set(changes).where('id', '=', claimantId).execute();
}
