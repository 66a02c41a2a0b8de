import { useCallback } from 'react';
import { endpoints, type GetMessagesResponse, type InboxMessage } from '@portal/contract';
import { amountAsEndIndex, usePagedList, type PageRequest } from '../../hooks/use-paged-list';
import { toWireFilters, type ListFilters } from '../../list-filters';
import { callEndpoint } from '../../../../lib/api-client';
import { isFullySignedIn } from '../../../../lib/session-store';
import { useSession } from '../../../../lib/use-session';

/** Every inbox list in the cache starts with this key, so a read can be marked in all of them. */
export const inboxListKeyPrefix = ['inbox', 'messages'] as const;

export function inboxListKey(accessToken: string, claimNumber: string, filters: ListFilters) {
  return [...inboxListKeyPrefix, accessToken, claimNumber, toWireFilters(filters)] as const;
}

export function fetchMessagesPage(filters: ListFilters, page: PageRequest, signal?: AbortSignal) {
  return callEndpoint(endpoints.getMessages, { ...page, ...toWireFilters(filters) }, { signal });
}

const itemsOf = (answer: GetMessagesResponse): readonly InboxMessage[] => answer.Items;

/**
 * The inbox list for the selected claim (spec part 2 §2, §4): first page Offset 0 / Amount 10; Load
 * more sends Offset = End and Amount = End + 10, as getmessages reads Amount as the exclusive end
 * (RESOLUTIONS.md "load more"). New filters start again from the first page.
 */
export function useInboxMessages(filters: ListFilters, options: { enabled?: boolean } = {}) {
  const { user, claim } = useSession();
  const fetchPage = useCallback(
    (page: PageRequest, signal: AbortSignal) => fetchMessagesPage(filters, page, signal),
    [filters],
  );
  return usePagedList({
    queryKey: inboxListKey(user?.AccessToken ?? '', claim?.Number ?? '', filters),
    fetchPage,
    nextAmount: amountAsEndIndex,
    itemsOf,
    enabled: (options.enabled ?? true) && isFullySignedIn(user) && claim !== null,
  });
}
