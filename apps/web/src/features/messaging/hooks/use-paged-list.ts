import { useCallback, useEffect, useMemo, useRef } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE } from '@portal/contract';
import { alertErrors } from '../../../lib/error-alert';

/** Offset paging of the messaging calls (spec part 2 §3, §4; RESOLUTIONS.md "load more"). */
export interface PageRequest {
  Offset: number;
  Amount: number;
}

/** What every paged answer carries: Start = Offset, End = Offset + items returned, Total. */
export interface PagedAnswer {
  Start: number;
  End: number;
  Total: number;
}

/** The Amount of the next page from the current End. */
export type NextAmount = (end: number) => number;

/** getmessages reads Amount as the EXCLUSIVE END index: load more sends Offset=End, Amount=End+10. */
export const amountAsEndIndex: NextAmount = (end) => end + INBOX_PAGE_SIZE;
/** getsentitems reads Amount as a COUNT: load more sends Offset=End, Amount=10. */
export const amountAsCount: NextAmount = () => INBOX_PAGE_SIZE;

/** Both lists start with Offset 0 and Amount 10 (page size 10, part 2 §9). */
export const FIRST_PAGE: PageRequest = { Offset: 0, Amount: INBOX_PAGE_SIZE };

export interface PagedListOptions<TAnswer extends PagedAnswer> {
  /** Includes the filters, so a new search or range starts again from the first page. */
  queryKey: QueryKey;
  fetchPage: (page: PageRequest, signal: AbortSignal) => Promise<TAnswer>;
  nextAmount: NextAmount;
}

export function pagedListQuery<TAnswer extends PagedAnswer>(options: PagedListOptions<TAnswer>) {
  return infiniteQueryOptions({
    queryKey: options.queryKey,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: TAnswer): PageRequest | undefined =>
      last.End < last.Total ? { Offset: last.End, Amount: options.nextAmount(last.End) } : undefined,
  });
}

/**
 * Where a list stands: `loading` until the first page answers (also while Try again runs), `failed`
 * when the first page failed and nothing can be shown, `ready` once a page is in (a failed Load more
 * keeps the list `ready` with the rows already shown).
 */
export type PagedListStatus = 'loading' | 'failed' | 'ready';

export interface PagedList<TItem> {
  items: TItem[];
  /** The server's Total for the current filters (0 until the first page arrives). */
  total: number;
  status: PagedListStatus;
  /** End < Total: Load more shows. */
  hasMore: boolean;
  /** status === 'loading'. */
  isLoading: boolean;
  isLoadingMore: boolean;
  /** Appends the next page; a failure ends the busy state and alerts the error (part 2 §4). */
  loadMore: () => Promise<void>;
  /** Asks for the first page again after it failed (the list's "Try again"). */
  retry: () => void;
}

/**
 * Holds a messaging list: the pages loaded so far (appended by Load more), reset whenever the query
 * key (the filters) changes. A failed first page alerts through the shared error alert and leaves the
 * list `failed` (no counts, no empty text) until Try again.
 */
export function usePagedList<TAnswer extends PagedAnswer, TItem>(
  options: PagedListOptions<TAnswer> & { itemsOf: (answer: TAnswer) => readonly TItem[]; enabled?: boolean },
): PagedList<TItem> {
  const { itemsOf, enabled = true } = options;
  const query = useInfiniteQuery({ ...pagedListQuery(options), enabled });
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => [...itemsOf(page)]) ?? [], [pages, itemsOf]);

  const alertedAt = useRef(0);
  // A disabled list only reads the cache (e.g. the inbox's whole-inbox total): the list that asked
  // for the page alerts its failure, not every reader of the same cache entry.
  const failedFirstPage = enabled && query.isError && !query.isFetchNextPageError;
  useEffect(() => {
    if (failedFirstPage && query.errorUpdatedAt !== alertedAt.current) {
      alertedAt.current = query.errorUpdatedAt;
      alertErrors(query.error);
    }
  }, [failedFirstPage, query.error, query.errorUpdatedAt]);

  const { fetchNextPage } = query;
  async function loadMore() {
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) {
      alertedAt.current = result.errorUpdatedAt;
      alertErrors(result.error);
    }
  }

  // No page yet: a failed first page waits for Try again; fetching (first time or again) is loading.
  // A disabled list (no claim yet) has nothing to load and shows as empty.
  const hasPages = pages !== undefined;
  const status: PagedListStatus = hasPages
    ? 'ready'
    : query.isError && !query.isFetching
      ? 'failed'
      : enabled
        ? 'loading'
        : 'ready';

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    items,
    total: pages?.at(-1)?.Total ?? 0,
    status,
    hasMore: query.hasNextPage,
    isLoading: status === 'loading',
    isLoadingMore: query.isFetchingNextPage,
    loadMore,
    retry,
  };
}
