import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  compareDates,
  formatDate,
  isAtLeastAge,
  isFutureDate,
  parseDate,
  parsePastDate,
} from './dates.js';

const today = { year: 2024, month: 6, day: 15 };

describe('parseDate', () => {
  it('reads dd/mm/yyyy into a calendar day', () => {
    expect(parseDate('05/03/1990')).toEqual({ year: 1990, month: 3, day: 5 });
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('29/02/2000')).toBeDefined();
    expect(parseDate('29/02/2023')).toBeUndefined();
    expect(parseDate('29/02/1900')).toBeUndefined();
  });

  it('refuses days a month does not have and other shapes', () => {
    expect(parseDate('31/04/2020')).toBeUndefined();
    expect(parseDate('00/01/2020')).toBeUndefined();
    expect(parseDate('01/13/2020')).toBeUndefined();
    expect(parseDate('1/2/2020')).toBeUndefined();
    expect(parseDate('2020-01-02')).toBeUndefined();
  });

  it('formats back to dd/mm/yyyy', () => {
    expect(formatDate({ year: 2024, month: 2, day: 9 })).toBe('09/02/2024');
  });
});

describe('past dates', () => {
  it('allows today and refuses tomorrow', () => {
    expect(parsePastDate('15/06/2024', today)).toBeDefined();
    expect(parsePastDate('16/06/2024', today)).toBeUndefined();
    expect(isFutureDate({ year: 2024, month: 6, day: 16 }, today)).toBe(true);
  });

  it('refuses years before 1900', () => {
    expect(parsePastDate('31/12/1899', today)).toBeUndefined();
    expect(parsePastDate('01/01/1900', today)).toBeDefined();
  });

  it('reads "today" from an instant in Melbourne time', () => {
    // 14:30 UTC on 15 June is 00:30 on 16 June in Melbourne (AEST, UTC+10).
    expect(calendarDateOf(new Date('2024-06-15T14:30:00Z'))).toEqual({ year: 2024, month: 6, day: 16 });
    expect(compareDates(calendarDateOf(new Date('2024-06-15T13:30:00Z')), today)).toBe(0);
  });
});

describe('isAtLeastAge', () => {
  it('counts the birthday itself', () => {
    expect(isAtLeastAge('15/06/2008', 16, today)).toBe(true);
    expect(isAtLeastAge('16/06/2008', 16, today)).toBe(false);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(isAtLeastAge('29/02/2008', 16, { year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isAtLeastAge('29/02/2004', 16, { year: 2020, month: 2, day: 28 })).toBe(false);
    expect(isAtLeastAge('29/02/2004', 17, { year: 2021, month: 2, day: 28 })).toBe(false);
    expect(isAtLeastAge('29/02/2004', 17, { year: 2021, month: 3, day: 1 })).toBe(true);
  });

  it('refuses a date of birth that is not a date', () => {
    expect(isAtLeastAge('31/04/2000', 16, today)).toBe(false);
  });
});
