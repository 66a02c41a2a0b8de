import { endpoints, type Claim } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/**
 * Selects a claim: the server must answer truthy before the claim is stored in the session and the
 * caller navigates (spec part 1 §4 "Claims"). Any other answer leaves the session untouched.
 */
export async function selectClaim(claim: Claim, claimCount: number): Promise<boolean> {
  const done = await callEndpoint(
    endpoints.selectClaim,
    { Number: claim.Number, Date: claim.Date, Location: claim.Location },
    { loadingMessage: 'Opening your claim' },
  );
  if (done !== true) return false;
  sessionStore.selectClaim({ Number: claim.Number, Date: claim.Date, ClaimCount: claimCount });
  return true;
}
