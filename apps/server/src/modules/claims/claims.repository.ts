import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';

/** SQL for the claims a claimant is linked to; rules live in claims.service.ts. */

export type ClaimRow = Row<'claims'>;

/** The claimant's claims, newest accident first (ties by number so the order is stable). */
export async function findClaimsOfClaimant(db: Kysely<Database>, claimantId: string): Promise<ClaimRow[]> {
  return db
    .selectFrom('claims')
    .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
    .selectAll('claims')
    .where('claimant_claims.claimant_id', '=', claimantId)
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
  return db
    .selectFrom('claims')
    .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
    .selectAll('claims')
    .where('claimant_claims.claimant_id', '=', claimantId)
    .where('claims.number', '=', claimNumber)
    .executeTakeFirst();
}
