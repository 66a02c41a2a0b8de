import { DATE_YEAR_MAX, DATE_YEAR_MIN } from './limits.js';

/**
 * Calendar dates as the portal types them: dd/mm/yyyy (spec part 1 §5, ADR 0008).
 * "Today" is a calendar day in Australia/Melbourne, where the provider and its claimants are; every
 * rule that compares with today takes it as a parameter so tests and the server can inject it.
 */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Anything a rule accepts as "today": a calendar day, or an instant read in Australia/Melbourne. */
export type TodayInput = CalendarDate | Date;
/** Rules call this at validation time, so a long-lived schema never holds a stale day. */
export type TodayProvider = () => TodayInput;

export const DATE_FORMAT_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
export const PORTAL_TIME_ZONE = 'Australia/Melbourne';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the text has the dd/mm/yyyy shape, whether or not the day exists. */
export function hasDateFormat(text: string): boolean {
  return DATE_FORMAT_PATTERN.test(text);
}

/** Parses dd/mm/yyyy into a day that exists on the calendar (31/04 and 29/02 of a common year do not). */
export function parseDate(text: string): CalendarDate | undefined {
  const match = DATE_FORMAT_PATTERN.exec(text);
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function formatDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

/** Negative when a is earlier than b, zero on the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

// Building an Intl.DateTimeFormat costs far more than using one (about 0.2 ms against 0.03 ms), and
// the server asks for today's date on every messaging call, so one formatter per time zone is kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of an instant in a time zone (Australia/Melbourne by default). */
export function calendarDateOf(instant: Date, timeZone: string = PORTAL_TIME_ZONE): CalendarDate {
  const parts = dayFormatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function calendarToday(now: Date = new Date()): CalendarDate {
  return calendarDateOf(now);
}

export function toCalendarDate(value: TodayInput): CalendarDate {
  return value instanceof Date ? calendarDateOf(value) : value;
}

export function isWithinYearRange(date: CalendarDate): boolean {
  return date.year >= DATE_YEAR_MIN && date.year <= DATE_YEAR_MAX;
}

/** Tomorrow onward is disabled on every date the portal asks for (part 1 §5, part 2 §5). */
export function isFutureDate(date: CalendarDate, today: TodayInput = calendarToday()): boolean {
  return compareDates(date, toCalendarDate(today)) > 0;
}

/**
 * A valid past-or-today date in the accepted year range (1900-2100), or undefined. Used for dates of
 * birth and receipt dates.
 */
export function parsePastDate(text: string, today: TodayInput = calendarToday()): CalendarDate | undefined {
  const date = parseDate(text);
  if (!date || !isWithinYearRange(date) || isFutureDate(date, today)) return undefined;
  return date;
}

/**
 * Whether someone born on dob has turned `years` by today. A 29 February birthday counts from
 * 1 March in common years.
 */
export function isAtLeastAge(
  dob: string | CalendarDate,
  years: number,
  today: TodayInput = calendarToday(),
): boolean {
  const birth = typeof dob === 'string' ? parseDate(dob) : dob;
  if (!birth) return false;
  const now = toCalendarDate(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1) >= years;
}
