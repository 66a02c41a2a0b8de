import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const serviceDetailKey = (id: string) => ['services', 'detail', id] as const;

/** GET /api/services/servicedetail/:id (spec part 2 §7): name and content HTML. */
export const serviceDetailQuery = (id: string) =>
  queryOptions({
    queryKey: serviceDetailKey(id),
    queryFn: () => callEndpoint(endpoints.serviceDetail, { id }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useServiceDetail(id: string) {
  return useQuery(serviceDetailQuery(id));
}
