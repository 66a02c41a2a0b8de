import type { Query } from '@tanstack/react-query';
import { claimsKeyPrefix } from './get-claims';
import { informationKey } from './get-information';

/**
 * Which cached answers outlive a change of user or claim. Everything else belongs to the user and the
 * claim it was read for, and is dropped so the next user, or the next claim, never sees it.
 */
const keptOnSignOut = new Set<unknown>([informationKey[0]]);
const keptOnClaimChange = new Set<unknown>([informationKey[0], claimsKeyPrefix[0]]);

/** For removeQueries when the user signs out (app/providers.tsx). */
export function isDroppedOnSignOut(query: Query): boolean {
  return !keptOnSignOut.has(query.queryKey[0]);
}

/** For removeQueries when another claim is selected (spec part 1 §4 "Claims"). */
export function isDroppedOnClaimChange(query: Query): boolean {
  return !keptOnClaimChange.has(query.queryKey[0]);
}
