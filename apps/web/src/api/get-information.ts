import { CONTACT_REPLY_WORKING_DAYS_DEFAULT, defaultBranding, endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';

export interface Branding {
  providerName: string;
  providerPhone: string;
}

/** The one answer that belongs to no session: it survives sign-out and claim changes. */
export const informationKey = ['information'] as const;

/**
 * The provider's name and phone line are configuration (RESOLUTIONS.md "Branding"): read once from
 * getInformation, with the contract's defaults until it answers or when it fails.
 */
export const informationQuery = queryOptions({
  queryKey: informationKey,
  queryFn: () => callEndpoint(endpoints.getInformation, {}),
  staleTime: Infinity,
  retry: 1,
});

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
