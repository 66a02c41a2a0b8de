import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksKeyPrefix } from '../../../api/get-task-count';
import { callEndpoint } from '../../../lib/api-client';
import { isFullySignedIn } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';

export function tasksListKey(accessToken: string, claimNumber: string) {
  return [...tasksKeyPrefix, 'list', accessToken, claimNumber] as const;
}

/** gettasks: the selected claim's open requests, soonest due first (the server's order). */
export const tasksListQuery = (accessToken: string, claimNumber: string) =>
  queryOptions({
    queryKey: tasksListKey(accessToken, claimNumber),
    queryFn: () => callEndpoint(endpoints.getTasks, {}),
    // Read again each time claim home opens: the provider adds and closes requests at any time.
    staleTime: 0,
  });

export function useTasks() {
  const { user, claim } = useSession();
  return useQuery({
    ...tasksListQuery(user?.AccessToken ?? '', claim?.Number ?? ''),
    enabled: isFullySignedIn(user) && claim !== null,
  });
}
