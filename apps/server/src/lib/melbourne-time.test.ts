import { describe, expect, it } from 'vitest';
import { melbourneMidnight, shiftDays, shiftMonthsBack, wireDateTimeOf } from './melbourne-time.js';

describe('melbourneMidnight', () => {
  it('starts a summer day at 13:00 UTC the day before (AEDT, +11)', () => {
    expect(melbourneMidnight({ year: 2026, month: 3, day: 1 }).toISOString()).toBe(
      '2026-02-28T13:00:00.000Z',
    );
  });

  it('starts a winter day at 14:00 UTC the day before (AEST, +10)', () => {
    expect(melbourneMidnight({ year: 2026, month: 7, day: 1 }).toISOString()).toBe(
      '2026-06-30T14:00:00.000Z',
    );
  });

  it('keeps the offset of the night before on the days the clocks change', () => {
    // Daylight saving ends at 3 am on 5 April 2026 and starts at 2 am on 4 October 2026.
    expect(melbourneMidnight({ year: 2026, month: 4, day: 5 }).toISOString()).toBe(
      '2026-04-04T13:00:00.000Z',
    );
    expect(melbourneMidnight({ year: 2026, month: 4, day: 6 }).toISOString()).toBe(
      '2026-04-05T14:00:00.000Z',
    );
    expect(melbourneMidnight({ year: 2026, month: 10, day: 4 }).toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
    expect(melbourneMidnight({ year: 2026, month: 10, day: 5 }).toISOString()).toBe(
      '2026-10-04T13:00:00.000Z',
    );
  });
});

describe('calendar arithmetic', () => {
  it('moves across month and year ends', () => {
    expect(shiftDays({ year: 2026, month: 1, day: 3 }, -7)).toEqual({ year: 2025, month: 12, day: 27 });
    expect(shiftDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('goes back six months to the same day, clamped to the shorter month', () => {
    expect(shiftMonthsBack({ year: 2026, month: 3, day: 15 }, 6)).toEqual({ year: 2025, month: 9, day: 15 });
    expect(shiftMonthsBack({ year: 2026, month: 8, day: 31 }, 6)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(shiftMonthsBack({ year: 2024, month: 8, day: 31 }, 6)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(shiftMonthsBack({ year: 2026, month: 12, day: 31 }, 6)).toEqual({ year: 2026, month: 6, day: 30 });
  });
});

describe('wireDateTimeOf', () => {
  it('shows a stored instant as the Melbourne date and an h:mm am/pm time', () => {
    expect(wireDateTimeOf('2026-02-28T13:00:00.000Z')).toEqual({ date: '01/03/2026', time: '12:00 am' });
    expect(wireDateTimeOf('2026-03-01T01:05:00.000Z')).toEqual({ date: '01/03/2026', time: '12:05 pm' });
    expect(wireDateTimeOf('2026-06-30T23:59:30.000Z')).toEqual({ date: '01/07/2026', time: '9:59 am' });
    expect(wireDateTimeOf('2026-07-01T09:07:00.000Z')).toEqual({ date: '01/07/2026', time: '7:07 pm' });
  });

  it('follows daylight saving: the same UTC time is an hour apart in summer and winter', () => {
    expect(wireDateTimeOf('2026-01-15T02:30:00.000Z').time).toBe('1:30 pm');
    expect(wireDateTimeOf('2026-07-15T02:30:00.000Z').time).toBe('12:30 pm');
  });
});
