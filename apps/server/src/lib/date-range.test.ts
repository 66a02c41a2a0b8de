import { serverErrors } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { resolveDateRange } from './date-range.js';

/** 11:00 on Wednesday 8 April 2026 in Melbourne (AEST, three days after daylight saving ended). */
const afterDstEnds = new Date('2026-04-08T01:00:00.000Z');

describe('resolveDateRange', () => {
  it('puts no limit on any or an absent range, whatever dates come with it', () => {
    expect(resolveDateRange({}, afterDstEnds)).toEqual({ from: null, to: null });
    expect(resolveDateRange({ DateRange: 'any', StartDate: '01/01/2026' }, afterDstEnds)).toEqual({
      from: null,
      to: null,
    });
    expect(resolveDateRange({ DateRange: null }, afterDstEnds)).toEqual({ from: null, to: null });
  });

  it('starts the last 7 days at Melbourne midnight 7 days before today, across a clock change', () => {
    // 1 April was still daylight saving time (+11).
    expect(resolveDateRange({ DateRange: '7days' }, afterDstEnds)).toEqual({
      from: '2026-03-31T13:00:00.000Z',
      to: null,
    });
  });

  it('takes today from the Melbourne calendar, not the UTC one', () => {
    // 00:30 on 1 July in Melbourne is still 30 June in UTC.
    const justAfterMidnight = new Date('2026-06-30T14:30:00.000Z');
    expect(resolveDateRange({ DateRange: '7days' }, justAfterMidnight).from).toBe('2026-06-23T14:00:00.000Z');
    const justBeforeMidnight = new Date('2026-06-30T13:59:00.000Z');
    expect(resolveDateRange({ DateRange: '7days' }, justBeforeMidnight).from).toBe(
      '2026-06-22T14:00:00.000Z',
    );
  });

  it('starts the last 30 days and the last 6 months on the matching Melbourne midnights', () => {
    expect(resolveDateRange({ DateRange: '30days' }, afterDstEnds).from).toBe('2026-03-08T13:00:00.000Z');
    expect(resolveDateRange({ DateRange: '6months' }, afterDstEnds).from).toBe('2025-10-07T13:00:00.000Z');
    const endOfAugust = new Date('2026-08-31T02:00:00.000Z');
    expect(resolveDateRange({ DateRange: '6months' }, endOfAugust).from).toBe('2026-02-27T13:00:00.000Z');
  });

  it('covers custom dates from the start of StartDate to the end of EndDate', () => {
    expect(
      resolveDateRange({ DateRange: 'custom', StartDate: '01/04/2026', EndDate: '05/04/2026' }, afterDstEnds),
    ).toEqual({ from: '2026-03-31T13:00:00.000Z', to: '2026-04-05T14:00:00.000Z' });
    expect(
      resolveDateRange({ DateRange: 'custom', StartDate: '05/04/2026', EndDate: '05/04/2026' }, afterDstEnds),
    ).toEqual({ from: '2026-04-04T13:00:00.000Z', to: '2026-04-05T14:00:00.000Z' });
  });

  it('leaves an empty or absent custom date open', () => {
    expect(resolveDateRange({ DateRange: 'custom', StartDate: '01/04/2026' }, afterDstEnds)).toEqual({
      from: '2026-03-31T13:00:00.000Z',
      to: null,
    });
    expect(
      resolveDateRange({ DateRange: 'custom', StartDate: '', EndDate: '01/07/2026' }, afterDstEnds),
    ).toEqual({
      from: null,
      to: '2026-07-01T14:00:00.000Z',
    });
    expect(resolveDateRange({ DateRange: 'custom' }, afterDstEnds)).toEqual({ from: null, to: null });
  });

  it('refuses a start date after the end date with dateRangeInvalid', () => {
    const attempt = () =>
      resolveDateRange({ DateRange: 'custom', StartDate: '02/04/2026', EndDate: '01/04/2026' }, afterDstEnds);
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(serverErrors.dateRangeInvalid.Message);
  });
});
