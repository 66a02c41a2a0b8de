import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarToday } from '@portal/contract';
import {
  melbourneMidnight,
  melbourneToday,
  shiftDays,
  shiftMonthsBack,
  wireDateTimeOf,
} from './melbourne-time.js';

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

describe('wireDateTimeOf against Intl (the offset kept per UTC hour)', () => {
  const reference = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Melbourne',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });
  const fromIntl = (epochMs: number) => {
    const parts: Record<string, string> = Object.fromEntries(
      reference.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]),
    );
    const hour = Number(parts.hour);
    const time = `${hour % 12 === 0 ? 12 : hour % 12}:${parts.minute} ${hour < 12 ? 'am' : 'pm'}`;
    return { date: `${parts.day}/${parts.month}/${(parts.year ?? '').padStart(4, '0')}`, time };
  };
  const check = (epochMs: number) =>
    expect(wireDateTimeOf(new Date(epochMs).toISOString()), new Date(epochMs).toISOString()).toEqual(
      fromIntl(epochMs),
    );

  it('agrees minute by minute across both clock changes of 2026, asked twice (cached the second time)', () => {
    for (const [from, to] of [
      ['2026-04-04T14:00:00Z', '2026-04-04T18:00:00Z'],
      ['2026-10-03T14:00:00Z', '2026-10-03T18:00:00Z'],
    ] as const) {
      for (let round = 0; round < 2; round += 1) {
        for (let t = Date.parse(from); t < Date.parse(to); t += 60_000) check(t + 59_999);
      }
    }
  });

  it('agrees on random instants from 1970 to 2100, seconds and milliseconds included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (epochMs) => {
        check(epochMs);
        check(epochMs);
      }),
      { numRuns: 2000 },
    );
  });

  it('asks Intl at each instant in an hour whose offset changes inside it (1895, local mean time)', () => {
    // Melbourne left local mean time (+9:39:52) for +10 at 00:00 local on 1 February 1895.
    for (let t = Date.parse('1895-01-31T14:00:00Z'); t < Date.parse('1895-01-31T15:00:00Z'); t += 8_000) {
      check(t);
    }
  });
});

describe('melbourneToday against the contract calendarToday (Intl)', () => {
  it('agrees every 10 minutes across both clock changes of 2026, and every 7 919 minutes to 2100', () => {
    const instants: number[] = [];
    for (const start of [Date.UTC(2026, 3, 4, 10), Date.UTC(2026, 9, 3, 10)]) {
      for (let minute = 0; minute < 24 * 60; minute += 10) instants.push(start + minute * 60_000);
    }
    for (let epochMs = 0; epochMs < Date.UTC(2100, 0, 1); epochMs += 7919 * 60_000) instants.push(epochMs);
    for (const epochMs of instants) {
      const now = new Date(epochMs);
      expect(melbourneToday(now), now.toISOString()).toEqual(calendarToday(now));
    }
  });
});
