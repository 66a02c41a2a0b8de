import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The send-documents intro (GET /api/content/submitdocs, part 2 §2): a list of HTML entries. */
export const submitDocsContentQuery = queryOptions({
  queryKey: ['content', 'submitdocs'],
  queryFn: () => callEndpoint(endpoints.getContent, { name: 'submitdocs' }),
  staleTime: Infinity,
});

export function useSubmitDocsContent() {
  return useQuery(submitDocsContentQuery);
}
