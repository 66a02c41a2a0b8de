import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isFullySignedIn } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';

export const paymentSummaryKeyPrefix = ['payments', 'summary'] as const;

export const paymentSummaryQuery = (accessToken: string, claimNumber: string) =>
  queryOptions({
    queryKey: [...paymentSummaryKeyPrefix, accessToken, claimNumber] as const,
    queryFn: () => callEndpoint(endpoints.getPaymentSummary, {}),
    staleTime: 60_000,
  });

/** POST /api/payments/getpaymentsummary (issue 32): claim home's next and last payment. */
export function usePaymentSummary() {
  const { user, claim } = useSession();
  return useQuery({
    ...paymentSummaryQuery(user?.AccessToken ?? '', claim?.Number ?? ''),
    enabled: isFullySignedIn(user) && claim !== null,
  });
}
