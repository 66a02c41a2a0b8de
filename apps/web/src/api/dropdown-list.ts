import { endpoints, type DropdownItem, type ListType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';

export function dropdownListKey(listType: ListType) {
  return ['dropdown', listType] as const;
}

/**
 * One dropdown list (spec part 1 §3 "Dropdown", §7 dropdownlistdatasource/list): titles and reasons
 * for personal details, SentItemTypes for the sent-items Filter. Lists rarely change.
 */
export const dropdownListQuery = (listType: ListType) =>
  queryOptions({
    queryKey: dropdownListKey(listType),
    queryFn: async () => (await callEndpoint(endpoints.dropdownList, { ListType: listType })).Items,
    staleTime: Infinity,
  });

/** The list's items in display order (ElementNumber). */
export function useDropdownList(listType: ListType): DropdownItem[] {
  const { data } = useQuery(dropdownListQuery(listType));
  return [...(data ?? [])].sort((a, b) => a.ElementNumber - b.ElementNumber);
}
