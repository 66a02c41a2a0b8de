import { type CalendarDate, PORTAL_TIME_ZONE, daysInMonth, formatDate } from '@portal/contract';

/**
 * Instants and calendar days in the provider's time zone, Australia/Melbourne (ADR 0008:
 * dates dd/mm/yyyy, times `h:mm am` / `h:mm pm`). Built on Intl's time-zone data, so
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

/** The wall clock at an instant as Intl reads it from the time-zone data: exact, but about 7 µs a call. */
function intlWallTimeOf(instant: Date): WallTime {
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

/** Melbourne's offset from UTC at an instant, in milliseconds (+10 h or +11 h), from Intl. */
function offsetAt(epochMs: number): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  const wall = intlWallTimeOf(new Date(whole));
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole;
}

const HOUR_MS = 3_600_000;
/** Hours whose offset is kept: about 5½ years of distinct hours, a few MB at most. */
export const OFFSET_CACHE_HOURS = 50_000;
const offsetByHour = new Map<number, number>();

/**
 * The offset at an instant, asked of Intl once per UTC hour (issue 15: a page shows 10-20 times, and
 * formatToParts was the largest single cost of a page after the queries). Melbourne's clocks have only
 * changed on a whole UTC hour since 1895, so one hour has one offset; an hour whose two ends disagree
 * (a zone change inside it) is not kept and is asked of Intl at each instant. The cache holds time-zone
 * facts, nothing of a claimant's; past OFFSET_CACHE_HOURS it starts again empty.
 */
function cachedOffsetAt(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const start = hour * HOUR_MS;
  const offset = offsetAt(start);
  if (offsetAt(start + HOUR_MS - 1000) !== offset) return offsetAt(epochMs);
  if (offsetByHour.size >= OFFSET_CACHE_HOURS) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/** The Melbourne wall clock at an instant: the UTC fields of the instant moved by the offset. */
function wallTimeOf(instant: Date): WallTime {
  const epochMs = instant.getTime();
  const wall = new Date(epochMs + cachedOffsetAt(epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
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

/** A calendar day as stored: yyyy-mm-dd, whose text order is date order on both databases. */
export function storedDayOf(day: CalendarDate): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
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
