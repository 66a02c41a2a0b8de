import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Maintenance messages (spec part 1 §3, §7 checkmessage): a list, empty when there is none. */
export const maintenanceMessagesQuery = queryOptions({
  queryKey: ['maintenance-messages'],
  queryFn: () => callEndpoint(endpoints.checkMaintenanceMessage, {}),
  staleTime: 60_000,
});

/** The messages to show instead of a form; empty while loading or when the check fails. */
export function useMaintenanceMessages(): string[] {
  const { data } = useQuery(maintenanceMessagesQuery);
  return data ?? [];
}
