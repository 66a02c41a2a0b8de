import { AUTHORITY_CONSENT_CONTENT_NAME, endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The consent and privacy text (GET /api/content/authorityform): a content item the provider can
 * change (issue 13), so it is read, not written into the page.
 */
export const authorityConsentQuery = queryOptions({
  queryKey: ['content', AUTHORITY_CONSENT_CONTENT_NAME],
  queryFn: () => callEndpoint(endpoints.getContent, { name: AUTHORITY_CONSENT_CONTENT_NAME }),
  staleTime: 0,
  retry: false,
  // The page and the text both read it; a failure waits for Try again instead of a silent refetch.
  retryOnMount: false,
});

export function useAuthorityConsent() {
  return useQuery(authorityConsentQuery);
}
