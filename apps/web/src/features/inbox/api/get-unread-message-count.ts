import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isFullySignedIn } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';

/** Unread messages on the selected claim, for the toolbar and side-menu badges (spec part 2 §7). */
export const unreadMessageCountQuery = (accessToken: string, claimNumber: string) =>
  queryOptions({
    queryKey: ['inbox', 'unread-count', accessToken, claimNumber],
    queryFn: () => callEndpoint(endpoints.getUnreadMessageCount, {}),
    staleTime: 60_000,
  });

export function useUnreadMessageCount() {
  const { user, claim } = useSession();
  return useQuery({
    ...unreadMessageCountQuery(user?.AccessToken ?? '', claim?.Number ?? ''),
    enabled: isFullySignedIn(user) && claim !== null,
  });
}
