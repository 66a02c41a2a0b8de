import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Maintenance messages shown on the sign-in page (spec part 1 §3, §7): a list, empty means none. A
 * failed check shows nothing rather than blocking sign-in.
 */
export const maintenanceMessagesQuery = queryOptions({
  queryKey: ['maintenance-messages'],
  queryFn: () => callEndpoint(endpoints.checkMaintenanceMessage, {}),
  staleTime: 60_000,
  retry: false,
});

export function useMaintenanceMessages(): string[] {
  const { data } = useQuery(maintenanceMessagesQuery);
  return data?.filter((message) => message.trim() !== '') ?? [];
}
