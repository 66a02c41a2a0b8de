import { useCallback } from 'react';
import { endpoints, type GetSentItemsResponse, type SentItem } from '@portal/contract';
import { amountAsCount, usePagedList, type PageRequest } from '../../hooks/use-paged-list';
import { noFilters, toWireFilters, type ListFilters } from '../../list-filters';
import { callEndpoint, type RequestBody } from '../../../../lib/api-client';
import { isFullySignedIn } from '../../../../lib/session-store';
import { useSession } from '../../../../lib/use-session';

/** What the sent-items list filters by (spec part 2 §3 "Sent item query"): the inbox's plus the Filter. */
export interface SentItemsFilters extends ListFilters {
  /** A SentItemTypes Id (a parent includes its children); null = All Documents. */
  requestType: number | null;
}

export const defaultSentItemsFilters: SentItemsFilters = { ...noFilters, requestType: null };

/** The body of one getsentitems call: the page, the search and date range, and RequestType. */
export function sentItemsRequest(
  filters: SentItemsFilters,
  page: PageRequest,
): RequestBody<typeof endpoints.getSentItems> {
  return { ...page, ...toWireFilters(filters), RequestType: filters.requestType };
}

export function sentItemsListKey(accessToken: string, claimNumber: string, filters: SentItemsFilters) {
  return ['sent-items', accessToken, claimNumber, toWireFilters(filters), filters.requestType] as const;
}

const itemsOf = (answer: GetSentItemsResponse): readonly SentItem[] => answer.SentItems;

/**
 * The sent items of the selected claim (spec part 2 §2, §4): first page Offset 0 / Amount 10; Load
 * more sends Offset = End and Amount = 10, as getsentitems reads Amount as a COUNT (RESOLUTIONS.md
 * "load more"). A new search, date range or Filter starts again from the first page. Sent items carry
 * no id, so an item's index in `items` is its key.
 */
export function useSentItems(filters: SentItemsFilters) {
  const { user, claim } = useSession();
  const fetchPage = useCallback(
    (page: PageRequest, signal: AbortSignal) =>
      callEndpoint(endpoints.getSentItems, sentItemsRequest(filters, page), { signal }),
    [filters],
  );
  return usePagedList({
    queryKey: sentItemsListKey(user?.AccessToken ?? '', claim?.Number ?? '', filters),
    fetchPage,
    nextAmount: amountAsCount,
    itemsOf,
    enabled: isFullySignedIn(user) && claim !== null,
  });
}
