import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

/** getauthorityformdata (spec part 2 §3): the signed-in claimant's details for the selected claim. */
export const authorityFormDataQuery = (claimNumber: string) =>
  queryOptions({
    queryKey: ['authority-form-data', claimNumber],
    queryFn: () => callEndpoint(endpoints.getAuthorityFormData, {}),
    // Read fresh each visit: an address changed on My Details must show on the form.
    staleTime: 0,
    retry: false,
  });

export function useAuthorityFormData() {
  const { claim } = useSession();
  return useQuery(authorityFormDataQuery(claim?.Number ?? ''));
}
