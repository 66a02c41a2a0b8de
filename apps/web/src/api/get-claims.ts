import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';
import { isFullySignedIn } from '../lib/session-store';
import { useSession } from '../lib/use-session';

/** Every cached claims list starts with this key; it outlives a change of the selected claim. */
export const claimsKeyPrefix = ['claims'] as const;

export function claimsKey(accessToken: string) {
  return [...claimsKeyPrefix, accessToken] as const;
}

/** The signed-in claimant's claims (spec part 1 §7 getclaims); keyed by the session token. */
export const claimsQuery = (accessToken: string) =>
  queryOptions({
    queryKey: claimsKey(accessToken),
    queryFn: () => callEndpoint(endpoints.getClaims, {}),
    staleTime: 5 * 60_000,
  });

export function useClaims() {
  const { user } = useSession();
  return useQuery({ ...claimsQuery(user?.AccessToken ?? ''), enabled: isFullySignedIn(user) });
}
