import { type CalendarDate, type DateRange, calendarDateOf, compareDates, parseDate } from '@portal/contract';
import { AppError } from './app-error.js';
import { toTimestamp } from './clock.js';
import { melbourneMidnight, shiftDays, shiftMonthsBack } from './melbourne-time.js';

/**
 * The DateRange of an inbox or sent-items query as stored-timestamp bounds: `from` inclusive, `to`
 * exclusive, null = open (ADR 0017; part 2 §3). Days are Melbourne
 * calendar days, so "the last 7 days" starts at Melbourne midnight whatever the UTC offset.
 */
export interface TimeBounds {
  from: string | null;
  to: string | null;
}

export interface DateRangeQuery {
  DateRange?: DateRange | null;
  StartDate?: string | null;
  EndDate?: string | null;
}

const open: TimeBounds = { from: null, to: null };

export function resolveDateRange(query: DateRangeQuery, now: Date): TimeBounds {
  // Today's Melbourne date (Intl, a few µs) only for the ranges that count back from it.
  const today = () => calendarDateOf(now);
  switch (query.DateRange ?? 'any') {
    case 'any':
      return open;
    case '7days':
      return startingOn(shiftDays(today(), -7));
    case '30days':
      return startingOn(shiftDays(today(), -30));
    case '6months':
      return startingOn(shiftMonthsBack(today(), 6));
    case 'custom':
      return customBounds(query.StartDate, query.EndDate);
  }
}

function startingOn(day: CalendarDate): TimeBounds {
  return { from: toTimestamp(melbourneMidnight(day)), to: null };
}

/** StartDate 00:00 up to the end of EndDate, both inclusive; either may be empty (an open end). */
function customBounds(startText: string | null | undefined, endText: string | null | undefined): TimeBounds {
  // The contract's schema lets through only real dd/mm/yyyy days or empty text.
  const start = startText ? parseDate(startText) : undefined;
  const end = endText ? parseDate(endText) : undefined;
  if (start && end && compareDates(start, end) > 0) throw new AppError('dateRangeInvalid');
  return {
    from: start ? toTimestamp(melbourneMidnight(start)) : null,
    to: end ? toTimestamp(melbourneMidnight(shiftDays(end, 1))) : null,
  };
}
