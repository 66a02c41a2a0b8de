import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const draftDatesKey = ['drafts', 'dates'] as const;

/**
 * getdraftdates (part 2 §7): when the documents draft was last edited. Read afresh each time the hub
 * opens, since the form saves its draft elsewhere; dropped on sign-out and claim change (query-scope).
 */
export const draftDatesQuery = queryOptions({
  queryKey: draftDatesKey,
  queryFn: () => callEndpoint(endpoints.getDraftDates, {}),
  staleTime: 0,
});

export function useDraftDates() {
  return useQuery(draftDatesQuery);
}
