import {
  CONTACT_REPLY_WORKING_DAYS_DEFAULT,
  defaultBranding,
  endpoints,
  pageInformationElementId,
} from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';

export interface Branding {
  providerName: string;
  providerPhone: string;
}

/** The one answer that belongs to no session: it survives sign-out and claim changes. */
export const informationKey = ['information'] as const;

/**
 * The provider's name and phone line are configuration (RESOLUTIONS.md "Branding"): read once from
 * getInformation, with the contract's defaults until it answers or when it fails. The page usually
 * brings the answer with it (seedInformationFromPage), so the call is then not made at all.
 */
export const informationQuery = queryOptions({
  queryKey: informationKey,
  queryFn: () => callEndpoint(endpoints.getInformation, {}),
  staleTime: Infinity,
  retry: 1,
});

/**
 * Puts the getinformation answer the server wrote into the page (apps/server/src/plugins/web-pages.ts)
 * in the cache before the first render, so the first screen names the configured provider without a
 * round trip. A block that is missing or does not parse by the contract's schema is ignored: the call
 * is then made as before. A page the service worker answered from its precache holds the answer of the
 * day it was cached (the provider's settings may have changed since, docs/adr/0028-service-worker-prerendered-pages-and-branding.md), so it is
 * shown at once and asked again in the background.
 */
export function seedInformationFromPage(
  client: QueryClient,
  page: Document,
  isFromWorkerCache: boolean,
): void {
  let found: unknown;
  try {
    found = JSON.parse(page.getElementById(pageInformationElementId)?.textContent ?? '');
  } catch {
    return;
  }
  const parsed = endpoints.getInformation.response.safeParse(found);
  if (!parsed.success) return;
  client.setQueryData(informationKey, parsed.data);
  if (isFromWorkerCache) void client.invalidateQueries({ queryKey: informationKey, refetchType: 'none' });
}

/** The working days a contact-us reply takes (server setting), the spec's 10 until getinformation answers. */
export function useContactReplyWorkingDays(): number {
  const { data } = useQuery(informationQuery);
  return data?.ContactReplyWorkingDays ?? CONTACT_REPLY_WORKING_DAYS_DEFAULT;
}

export function useBranding(): Branding {
  const { data } = useQuery(informationQuery);
  return {
    providerName: data?.ProviderName || defaultBranding.providerName,
    providerPhone: data?.ProviderPhone || defaultBranding.providerPhone,
  };
}
