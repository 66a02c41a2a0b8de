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

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * The proleptic Gregorian day of a count of days since 1970-01-01 (H. Hinnant's days_from_civil,
 * inverted): plain arithmetic, where a Date and its six getters cost a list page's 20 timestamps
 * about 3% of its server CPU (issue 33).
 */
function civilOfDays(days: number): CalendarDate {
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1,
  };
}

/**
 * The Melbourne calendar day at an instant, from the kept offset: the contract's calendarToday asks
 * Intl each time, about 10 µs, on every getpayments and gettasks (issue 32).
 */
export function melbourneToday(now: Date): CalendarDate {
  const epochMs = now.getTime();
  return civilOfDays(Math.floor((epochMs + cachedOffsetAt(epochMs)) / DAY_MS));
}

/** A stored timestamp as the wire shows it: `dd/mm/yyyy` and `h:mm am` in Melbourne. */
export function wireDateTimeOf(timestamp: string): { date: string; time: string } {
  const epochMs = Date.parse(timestamp);
  const wallMs = epochMs + cachedOffsetAt(epochMs);
  const days = Math.floor(wallMs / DAY_MS);
  const minuteOfDay = Math.floor((wallMs - days * DAY_MS) / MINUTE_MS);
  const hour24 = Math.floor(minuteOfDay / 60);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const time = `${hour}:${TWO_DIGITS[minuteOfDay % 60]} ${hour24 < 12 ? 'am' : 'pm'}`;
  return { date: formatDate(civilOfDays(days)), time };
}
