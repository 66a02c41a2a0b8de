import type { Kysely } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/schema.js';

/**
 * SQL of the provider's claims and their links to claimants (STYLE.md principle 5); rules live in the
 * service. The claimant and account rows are the claimant module's (claimant.service.ts).
 */

export async function findClaimByNumber(db: Kysely<Database>, number: string) {
  return db.selectFrom('claims').selectAll().where('number', '=', number).executeTakeFirst();
}

export async function insertClaim(db: Kysely<Database>, row: NewRow<'claims'>): Promise<void> {
  await db.insertInto('claims').values(row).execute();
}

export async function updateClaim(db: Kysely<Database>, id: string, changes: RowUpdate<'claims'>) {
  await db.updateTable('claims').set(changes).where('id', '=', id).execute();
}

/** Ids of the claimants a claim is linked to. */
export async function claimantIdsOfClaim(db: Kysely<Database>, claimId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('claimant_claims')
    .select('claimant_id')
    .where('claim_id', '=', claimId)
    .execute();
  return rows.map((row) => row.claimant_id);
}

export async function linkClaim(db: Kysely<Database>, claimantId: string, claimId: string): Promise<void> {
  await db.insertInto('claimant_claims').values({ claimant_id: claimantId, claim_id: claimId }).execute();
}

export async function unlinkClaims(
  db: Kysely<Database>,
  claimantId: string,
  claimIds: readonly string[],
): Promise<void> {
  if (claimIds.length === 0) return;
  await db
    .deleteFrom('claimant_claims')
    .where('claimant_id', '=', claimantId)
    .where('claim_id', 'in', claimIds)
    .execute();
}

export async function claimsOfClaimant(db: Kysely<Database>, claimantId: string) {
  return db
    .selectFrom('claimant_claims')
    .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
    .select(['claims.id', 'claims.number', 'claims.accident_date', 'claims.location'])
    .where('claimant_claims.claimant_id', '=', claimantId)
    .orderBy('claims.number')
    .execute();
}

export async function findBsbEntry(db: Kysely<Database>, bsb: string) {
  return db
    .selectFrom('bsb_directory')
    .select(['bank_code', 'name'])
    .where('bsb', '=', bsb)
    .executeTakeFirst();
}
