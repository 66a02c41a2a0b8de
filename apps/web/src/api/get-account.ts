import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';
import { isFullySignedIn } from '../lib/session-store';
import { useSession } from '../lib/use-session';

/** Every cached account answer starts with this key: invalidate it after a My Details write. */
export const accountKeyPrefix = ['account'] as const;

export function accountKey(accessToken: string) {
  return [...accountKeyPrefix, accessToken] as const;
}

/**
 * The claimant's account (spec part 1 §7 getaccount): the layout reads the first name from it, claim
 * home the bank-details flag, My Details everything.
 */
export const accountQuery = (accessToken: string) =>
  queryOptions({
    queryKey: accountKey(accessToken),
    queryFn: () => callEndpoint(endpoints.getAccount, {}),
    staleTime: 5 * 60_000,
  });

export function useAccount(options: { enabled?: boolean } = {}) {
  const { user } = useSession();
  return useQuery({
    ...accountQuery(user?.AccessToken ?? ''),
    enabled: isFullySignedIn(user) && options.enabled !== false,
  });
}
