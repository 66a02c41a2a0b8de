import {
  compareDates,
  messages,
  parseDate,
  claimantErrors,
  type DateRange,
  type InboxQuery,
} from '@portal/contract';

/** The filters a messaging list applies (spec part 2 §3 "Inbox query"); dates as typed, dd/mm/yyyy. */
export interface ListFilters {
  search: string;
  dateRange: DateRange;
  startDate: string;
  endDate: string;
}

export const noFilters: ListFilters = { search: '', dateRange: 'any', startDate: '', endDate: '' };

/** The query fields both getmessages and getsentitems carry. Dates go only with a custom range. */
export type WireFilters = Pick<InboxQuery, 'Search' | 'DateRange' | 'StartDate' | 'EndDate'>;

export function toWireFilters(filters: ListFilters): WireFilters {
  const wire: WireFilters = { Search: filters.search.trim(), DateRange: filters.dateRange };
  if (filters.dateRange === 'custom') {
    if (filters.startDate) wire.StartDate = filters.startDate;
    if (filters.endDate) wire.EndDate = filters.endDate;
  }
  return wire;
}

export interface CustomRangeErrors {
  startDate?: string;
  endDate?: string;
}

/**
 * Checks a custom range before it is applied: each typed date must be a real dd/mm/yyyy day (either
 * may be left empty for an open end), and the start may not be after the end — the same rule and
 * text as the server's 230 dateRangeInvalid (ADR 0017).
 */
export function validateCustomRange(startDate: string, endDate: string): CustomRangeErrors {
  const errors: CustomRangeErrors = {};
  const start = startDate ? parseDate(startDate) : undefined;
  const end = endDate ? parseDate(endDate) : undefined;
  if (startDate && !start) errors.startDate = messages.inbox.dateFormat;
  if (endDate && !end) errors.endDate = messages.inbox.dateFormat;
  if (start && end && compareDates(start, end) > 0)
    errors.startDate = claimantErrors.dateRangeInvalid.Message;
  return errors;
}
