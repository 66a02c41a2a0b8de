import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The terms content item (GET /api/content/terms, RESOLUTIONS.md "Branding"): a list of HTML entries. */
export const termsQuery = queryOptions({
  queryKey: ['content', 'terms'],
  queryFn: () => callEndpoint(endpoints.getContent, { name: 'terms' }),
  staleTime: Infinity,
});

export function useTerms(enabled: boolean) {
  return useQuery({ ...termsQuery, enabled });
}
