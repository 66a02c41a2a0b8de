import { endpoints } from '@portal/contract';
import { callEndpoint } from '../lib/api-client';
import { sessionStore } from '../lib/session-store';

/**
 * Switch claim: the server must deselect (answers truthy) before the local claim is dropped
 * (spec part 1 §4 "Claims"). The caller then goes to /claims.
 */
export async function deselectClaim(): Promise<boolean> {
  const claim = sessionStore.getSnapshot().claim;
  const done = await callEndpoint(
    endpoints.deselectClaim,
    claim ? { Number: claim.Number, Date: claim.Date } : {},
  );
  if (done) sessionStore.deselectClaim();
  return Boolean(done);
}
