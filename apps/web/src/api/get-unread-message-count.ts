import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';
import { isFullySignedIn } from '../lib/session-store';
import { useSession } from '../lib/use-session';

/** The key every unread count shares (toolbar, side menu, claim home): a read refetches them all. */
export const unreadCountKeyPrefix = ['inbox', 'unread-count'] as const;

export function unreadCountKey(accessToken: string, claimNumber: string) {
  return [...unreadCountKeyPrefix, accessToken, claimNumber] as const;
}

/** Unread messages on the selected claim, for the toolbar and side-menu badges (spec part 2 §7). */
export const unreadMessageCountQuery = (accessToken: string, claimNumber: string) =>
  queryOptions({
    queryKey: unreadCountKey(accessToken, claimNumber),
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
