import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Maintenance messages (spec part 1 §2 "Registration"): any message replaces the registration form.
 * Same query key as the sign-in page, so the two share one answer.
 */
export const maintenanceMessagesQuery = queryOptions({
  queryKey: ['maintenance-messages'],
  queryFn: () => callEndpoint(endpoints.checkMaintenanceMessage, {}),
  staleTime: 60_000,
  retry: false,
});

export function useMaintenanceMessages() {
  const query = useQuery(maintenanceMessagesQuery);
  const messages = query.data?.filter((message) => message.trim() !== '') ?? [];
  return { messages, isPending: query.isPending };
}
