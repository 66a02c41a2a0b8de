import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { endpoints } from '@portal/contract';
import { sessionStore } from '../../../../lib/session-store';
import { businessError, mockApi, type MockApi } from '../../../../test/mock-api';
import { sentItemTypes, sentPage } from '../sent-items-fixture';
import {
  defaultSentItemsFilters,
  sentItemsRequest,
  useSentItems,
  type SentItemsFilters,
} from './get-sent-items';
import { requestTypeOf, sentItemTypeOptions, useSentItemTypeOptions } from './sent-item-types';

const path = endpoints.getSentItems.path;
let api: MockApi;

beforeEach(() => {
  api = mockApi();
  sessionStore.signIn({ AccessToken: 'test-token', isOneTimePassword: false }, { rememberMe: false });
  sessionStore.selectClaim({ Number: '12/34567', Date: '14/03/2025' });
});
afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('sent-item type filter options', () => {
  it('starts with All Documents, then each parent in display order followed by its indented children', () => {
    expect(sentItemTypeOptions(sentItemTypes)).toEqual([
      { value: '', label: 'All Documents' },
      { value: '1', label: 'Enquiries' },
      { value: '2', label: '\u00a0\u00a0General enquiry' },
      { value: '5', label: 'Documents' },
      { value: '6', label: '\u00a0\u00a0Medical certificates' },
      { value: '7', label: '\u00a0\u00a0Invoices' },
      { value: '10', label: 'Reimbursements' },
    ]);
  });

  it('maps All Documents to a null RequestType and any other option to its Id', () => {
    expect(requestTypeOf('')).toBeNull();
    expect(requestTypeOf('6')).toBe(6);
  });

  it('asks dropdownlistdatasource/list for the SentItemTypes list', async () => {
    api.on(endpoints.dropdownList.path, { body: { Items: sentItemTypes } });
    const { result } = renderHook(() => useSentItemTypeOptions(), { wrapper });
    expect(result.current).toEqual([{ value: '', label: 'All Documents' }]);
    await waitFor(() => expect(result.current).toHaveLength(7));
    expect(api.bodies(endpoints.dropdownList.path)).toEqual([
      { AccessToken: 'test-token', ListType: 'SentItemTypes' },
    ]);
  });
});

describe('getsentitems request bodies', () => {
  it('asks for the first 10 with no search, any date and all documents', () => {
    expect(sentItemsRequest(defaultSentItemsFilters, { Offset: 0, Amount: 10 })).toEqual({
      Offset: 0,
      Amount: 10,
      Search: '',
      DateRange: 'any',
      RequestType: null,
    });
  });

  it('trims the search and sends custom dates only with the custom range, leaving an empty end open', () => {
    const filters: SentItemsFilters = {
      search: '  invoice ',
      dateRange: 'custom',
      startDate: '01/10/2026',
      endDate: '',
      requestType: 5,
    };
    expect(sentItemsRequest(filters, { Offset: 20, Amount: 10 })).toEqual({
      Offset: 20,
      Amount: 10,
      Search: 'invoice',
      DateRange: 'custom',
      StartDate: '01/10/2026',
      RequestType: 5,
    });
    expect(sentItemsRequest({ ...filters, dateRange: '30days' }, { Offset: 0, Amount: 10 })).toEqual({
      Offset: 0,
      Amount: 10,
      Search: 'invoice',
      DateRange: '30days',
      RequestType: 5,
    });
  });
});

describe('useSentItems', () => {
  it('loads more from Offset = End with Amount 10 (a count) and appends, until End reaches Total', async () => {
    api.on(path, sentPage(0, 10, 15), sentPage(10, 15, 15));
    const { result } = renderHook(() => useSentItems(defaultSentItemsFilters), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.total).toBe(15);
    expect(result.current.hasMore).toBe(true);

    await act(async () => {
      await result.current.loadMore();
    });

    // TanStack Query tells React about the new page on a later tick than fetchNextPage resolves.
    await waitFor(() => expect(result.current.items).toHaveLength(15));
    expect(result.current.items[14]?.SubjectMain).toBe('Request 15');
    expect(result.current.hasMore).toBe(false);
    expect(api.bodies(path).map(({ Offset, Amount }) => ({ Offset, Amount }))).toEqual([
      { Offset: 0, Amount: 10 },
      { Offset: 10, Amount: 10 },
    ]);
  });

  it('keeps the loaded items, ends the busy state and alerts when a load more fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.on(path, sentPage(0, 10, 15), businessError(100, 'Reference: abc'));
    const { result } = renderHook(() => useSentItems(defaultSentItemsFilters), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(10));

    await act(async () => {
      await result.current.loadMore();
    });

    expect(alert).toHaveBeenCalledWith('Reference: abc\nError Code: 100');
    expect(result.current.items).toHaveLength(10);
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.hasMore).toBe(true);
  });

  it('starts again from Offset 0 when the filters change', async () => {
    api.on(path, sentPage(0, 10, 30));
    const { result, rerender } = renderHook((filters: SentItemsFilters) => useSentItems(filters), {
      wrapper,
      initialProps: defaultSentItemsFilters,
    });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(async () => {
      await result.current.loadMore();
    });
    rerender({ ...defaultSentItemsFilters, requestType: 2 });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(api.bodies(path).map(({ Offset, RequestType }) => ({ Offset, RequestType }))).toEqual([
      { Offset: 0, RequestType: null },
      { Offset: 10, RequestType: null },
      { Offset: 0, RequestType: 2 },
    ]);
  });
});
