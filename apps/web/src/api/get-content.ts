import { endpoints, type ContentName } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';

/**
 * A content item (GET /api/content/:name, RESOLUTIONS.md "Branding"): a list of HTML entries, sanitised
 * by the server. Shared by services (servicelist) and the static pages (terms, notice, privacy).
 */
export const contentKey = (name: ContentName) => ['content', name] as const;

export const contentQuery = (name: ContentName) =>
  queryOptions({
    queryKey: contentKey(name),
    queryFn: () => callEndpoint(endpoints.getContent, { name }),
    staleTime: Infinity,
  });

export function useContent(name: ContentName) {
  return useQuery(contentQuery(name));
}
