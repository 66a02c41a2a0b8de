import type { Claim, GetClaimsResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { claimantOf } from '../../http/caller-context.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { type ClaimRow, findClaimOfClaimantByNumber, findClaimsOfClaimant } from './claims.repository.js';
import { wireDateOf } from '../../lib/wire-date.js';

/** Claim selection (spec part 1 §2 "My Claims", §4 "Claims"). */

export function toClaim(row: ClaimRow): Claim {
  // An unknown location stays empty; the web shows "Not listed" (part 1 §2).
  return { Number: row.number, Date: wireDateOf(row.accident_date), Location: row.location ?? '' };
}

/** getclaims: the signed-in claimant's claims, newest accident first. */
export async function getClaims(db: Kysely<Database>, session: AuthContext): Promise<GetClaimsResponse> {
  const rows = await findClaimsOfClaimant(db, claimantOf(session));
  return rows.map(toClaim);
}

/** selectclaim: only a claim linked to the claimant can be selected (else claimNotFound, 151). */
export async function selectClaim(
  deps: { db: Kysely<Database>; sessions: SessionService },
  session: AuthContext,
  claimNumber: string,
): Promise<true> {
  const claim = await findClaimOfClaimantByNumber(deps.db, claimantOf(session), claimNumber.trim());
  if (!claim) throw new AppError('claimNotFound');
  await deps.sessions.selectClaim(session.sessionId, claim.id);
  return true;
}

/** deselectclaim: clears the selection ("switch claim", part 1 §2); the body's claim is not needed. */
export async function deselectClaim(sessions: SessionService, session: AuthContext): Promise<true> {
  await sessions.selectClaim(session.sessionId, null);
  return true;
}
