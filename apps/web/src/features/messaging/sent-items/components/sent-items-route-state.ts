import { DATE_RANGES, type DateRange } from '@portal/contract';
import { sentDataState } from '../../components/messaging-header';
import { defaultSentItemsFilters, type SentItemsFilters } from '../api/get-sent-items';

/**
 * Route state of /sent-items: the sent-data marker the guard requires (spec part 2 §2) and, once the
 * filters change, the filters to come back to (ours: the list is unmounted while /sent-item-detail or
 * another page shows, and Back should find the same list, as on the inbox).
 */
export interface SentItemsRouteState {
  sentData: true;
  filters?: SentItemsFilters;
}

export function sentItemsRouteState(filters: SentItemsFilters): SentItemsRouteState {
  return { ...sentDataState, filters };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isDateRange = (value: unknown): value is DateRange =>
  isText(value) && (DATE_RANGES as readonly string[]).includes(value);

/** The filters kept in route state, or the defaults when there are none (or they are malformed). */
export function filtersFromRouteState(state: unknown): SentItemsFilters {
  const kept = (state as { filters?: Partial<Record<keyof SentItemsFilters, unknown>> } | null)?.filters;
  if (typeof kept !== 'object' || kept === null) return defaultSentItemsFilters;
  const { search, dateRange, startDate, endDate, requestType } = kept;
  const isRequestType =
    requestType === null || (typeof requestType === 'number' && Number.isInteger(requestType));
  if (!isText(search) || !isDateRange(dateRange) || !isText(startDate) || !isText(endDate) || !isRequestType)
    return defaultSentItemsFilters;
  return { search, dateRange, startDate, endDate, requestType };
}
