import { endpoints } from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';
import { isFullySignedIn } from '../lib/session-store';
import { useSession } from '../lib/use-session';

/**
 * The key every Things to do answer shares (the list on claim home, the count in the side menu and
 * toolbar): a submit that completed a request, or refused one, refetches them all (ADR 0041).
 */
export const tasksKeyPrefix = ['tasks'] as const;

export function taskCountKey(accessToken: string, claimNumber: string) {
  return [...tasksKeyPrefix, 'count', accessToken, claimNumber] as const;
}

/** Open requests on the selected claim, for the badge beside Home (issue 32 "Things to do"). */
export const taskCountQuery = (accessToken: string, claimNumber: string) =>
  queryOptions({
    queryKey: taskCountKey(accessToken, claimNumber),
    queryFn: () => callEndpoint(endpoints.getTaskCount, {}),
    staleTime: 60_000,
  });

export function useTaskCount() {
  const { user, claim } = useSession();
  return useQuery({
    ...taskCountQuery(user?.AccessToken ?? '', claim?.Number ?? ''),
    enabled: isFullySignedIn(user) && claim !== null,
  });
}

/**
 * After a form's submit named a request (or was refused for it), the list and the count are read
 * again, so a completed request leaves Things to do and the badge drops.
 */
export function refreshTasks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tasksKeyPrefix });
}
