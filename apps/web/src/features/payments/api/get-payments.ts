import { endpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isFullySignedIn } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';

export const paymentsKeyPrefix = ['payments', 'list'] as const;

/** One financial year's payments (null: the current one, as the server counts it in Melbourne). */
export const paymentsQuery = (accessToken: string, claimNumber: string, financialYear: number | null) =>
  queryOptions({
    queryKey: [...paymentsKeyPrefix, accessToken, claimNumber, financialYear] as const,
    queryFn: () =>
      callEndpoint(endpoints.getPayments, financialYear === null ? {} : { FinancialYear: financialYear }),
    staleTime: 60_000,
  });

/** POST /api/payments/getpayments (issue 32): the selected claim's payments of a financial year. */
export function usePayments(financialYear: number | null) {
  const { user, claim } = useSession();
  return useQuery({
    ...paymentsQuery(user?.AccessToken ?? '', claim?.Number ?? '', financialYear),
    enabled: isFullySignedIn(user) && claim !== null,
    // The year's list stays up while another year loads, so the page does not jump (the filter keeps
    // its place and focus).
    placeholderData: keepPreviousData,
  });
}
