import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const serviceListKey = ['services', 'list'] as const;

/** GET /api/services/servicelist (spec part 2 §7): the approved services, a public GET (ADR 0026). */
export const serviceListQuery = queryOptions({
  queryKey: serviceListKey,
  queryFn: () => callEndpoint(endpoints.serviceList, {}),
  staleTime: 5 * 60_000,
});

export function useServiceList() {
  return useQuery(serviceListQuery);
}
