import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isFullySignedIn } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';

/** The claimant's account (spec part 1 §7 getaccount); the layout reads the first name from it. */
export const accountQuery = (accessToken: string) =>
  queryOptions({
    queryKey: ['account', accessToken],
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
