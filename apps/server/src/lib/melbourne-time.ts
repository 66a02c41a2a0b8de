import { type CalendarDate, PORTAL_TIME_ZONE, daysInMonth, formatDate } from '@portal/contract';

/**
 * Instants and calendar days in the provider's time zone, Australia/Melbourne (team brief "Wire
 * decisions": dates dd/mm/yyyy, times `h:mm am` / `h:mm pm`). Built on Intl's time-zone data, so
 * daylight saving (AEDT, first Sunday of October to first Sunday of April) needs no table of our own.
 */

const wallClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: PORTAL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function wallTimeOf(instant: Date): WallTime {
  const parts = wallClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Melbourne's offset from UTC at an instant, in milliseconds (+10 h or +11 h). */
function offsetAt(epochMs: number): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  const wall = wallTimeOf(new Date(whole));
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole;
}

/**
 * The instant a Melbourne calendar day starts. Melbourne's clocks change at 2 am / 3 am, never at
 * midnight, so every day has exactly one midnight; the second look corrects a guess made on the
 * other side of a change.
 */
export function melbourneMidnight(day: CalendarDate): Date {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day);
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** The calendar day `days` after (negative: before) a day. */
export function shiftDays(day: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The same day of the month `months` earlier, clamped to that month's last day (31 Aug → 28/29 Feb). */
export function shiftMonthsBack(day: CalendarDate, months: number): CalendarDate {
  const index = day.year * 12 + (day.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

/** A stored timestamp as the wire shows it: `dd/mm/yyyy` and `h:mm am` in Melbourne. */
export function wireDateTimeOf(timestamp: string): { date: string; time: string } {
  const wall = wallTimeOf(new Date(timestamp));
  const hour = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const time = `${hour}:${String(wall.minute).padStart(2, '0')} ${wall.hour < 12 ? 'am' : 'pm'}`;
  return { date: formatDate(wall), time };
}
