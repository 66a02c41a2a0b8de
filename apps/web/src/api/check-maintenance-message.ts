import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';

/** Every maintenance check shares this answer: sign-in, registration and the recovery pages. */
export const maintenanceMessagesKey = ['maintenance-messages'] as const;

/**
 * Maintenance messages (spec part 1 §2 "Registration", §3, §7 checkmessage): a list, empty when there
 * is none. A failed check is not retried and shows nothing rather than blocking sign-in.
 */
export const maintenanceMessagesQuery = queryOptions({
  queryKey: maintenanceMessagesKey,
  queryFn: () => callEndpoint(endpoints.checkMaintenanceMessage, {}),
  staleTime: 60_000,
  retry: false,
});

/** The messages to show instead of (or above) a form; empty while loading or when the check fails. */
export function useMaintenanceMessages(): string[] {
  const { data } = useQuery(maintenanceMessagesQuery);
  return data?.filter((message) => message.trim() !== '') ?? [];
}
