import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';

/** SQL for the claims a claimant is linked to; rules live in claims.service.ts. */

export type ClaimRow = Row<'claims'>;

/** The claims linked to the claimant: every read of a claim for a claimant starts here (ownership, issue 4). */
function claimsOfClaimant(db: Kysely<Database>, claimantId: string) {
  return db
    .selectFrom('claims')
    .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
    .selectAll('claims')
    .where('claimant_claims.claimant_id', '=', claimantId);
}

/** The claimant's claims, newest accident first (ties by number so the order is stable). */
export async function findClaimsOfClaimant(db: Kysely<Database>, claimantId: string): Promise<ClaimRow[]> {
  return claimsOfClaimant(db, claimantId)
    .orderBy('claims.accident_date', 'desc')
    .orderBy('claims.number', 'asc')
    .execute();
}

/** The claim with this number, only when it is linked to the claimant (ownership, issue 4). */
export async function findClaimOfClaimantByNumber(
  db: Kysely<Database>,
  claimantId: string,
  claimNumber: string,
): Promise<ClaimRow | undefined> {
  return claimsOfClaimant(db, claimantId).where('claims.number', '=', claimNumber).executeTakeFirst();
}

/** The claim with this id, only when it is linked to the claimant (ownership, issue 4). */
export async function findClaimOfClaimantById(
  db: Kysely<Database>,
  claimantId: string,
  claimId: string,
): Promise<ClaimRow | undefined> {
  return claimsOfClaimant(db, claimantId).where('claims.id', '=', claimId).executeTakeFirst();
}

/**
 * The id of the claim with this number, for the provider's calls (issue 32: tasks, payments, events,
 * messages), which name a claim by its number and own every claim; a claimant's read goes through
 * claimsOfClaimant instead.
 */
export async function findClaimIdByNumber(db: Kysely<Database>, number: string): Promise<string | undefined> {
  const row = await db.selectFrom('claims').select('id').where('number', '=', number).executeTakeFirst();
  return row?.id;
}
