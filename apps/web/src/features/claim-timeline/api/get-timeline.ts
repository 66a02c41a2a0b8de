import { endpoints, type GetTimelineResponse, type TimelineEntry } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isFullySignedIn } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';

/** The selected claim's timeline in the cache; dropped on sign-out and on a claim change (query-scope). */
export function timelineKey(accessToken: string, claimNumber: string) {
  return ['timeline', accessToken, claimNumber] as const;
}

export function fetchTimelinePage(before: string | null, signal?: AbortSignal): Promise<GetTimelineResponse> {
  return callEndpoint(endpoints.getTimeline, before === null ? {} : { Before: before }, { signal });
}

export function timelineQuery(accessToken: string, claimNumber: string) {
  return infiniteQueryOptions({
    queryKey: timelineKey(accessToken, claimNumber),
    queryFn: ({ pageParam, signal }) => fetchTimelinePage(pageParam, signal),
    initialPageParam: null as string | null,
    // The server's cursor of the next, older page; null once the oldest entry is in.
    getNextPageParam: (last: GetTimelineResponse) => last.Next ?? undefined,
  });
}

/**
 * What's happening (issue 32): the pages loaded so far, newest first, ten an answer. Claim home's
 * section reads the same cache entry, so opening the page after it shows the first page at once.
 */
export function useTimeline() {
  const { user, claim } = useSession();
  const query = useInfiniteQuery({
    ...timelineQuery(user?.AccessToken ?? '', claim?.Number ?? ''),
    enabled: isFullySignedIn(user) && claim !== null,
  });
  const entries: TimelineEntry[] = query.data?.pages.flatMap((page) => page.Items) ?? [];
  return { query, entries };
}
