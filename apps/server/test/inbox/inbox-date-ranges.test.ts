import { type GetMessagesResponse, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  type ClaimantFixture,
  call,
  errorNumbers,
  insertClaimant,
  insertMessages,
  ok,
  signedInOn,
} from './messaging-fixtures.js';

const { getMessages } = endpoints;

/**
 * Messages received on each side of the boundaries the ranges draw when it is 11:00 on Wednesday
 * 8 April 2026 in Melbourne (AEST, +10). Daylight saving (+11) ended at 3 am on Sunday 5 April.
 */
const NOW = new Date('2026-04-08T01:00:00.000Z');
const received = {
  today: '2026-04-08T00:30:00.000Z',
  /** 00:00 on 6 April (AEST). */
  startOf6April: '2026-04-05T14:00:00.000Z',
  /** 23:59:59 on 5 April (AEST, after the clocks went back). */
  endOf5April: '2026-04-05T13:59:59.000Z',
  /** 00:00 on 1 April (AEDT): the first instant of "the last 7 days". */
  startOf1April: '2026-03-31T13:00:00.000Z',
  endOf31March: '2026-03-31T12:59:59.999Z',
  /** 00:00 on 9 March (AEDT): the first instant of "the last 30 days". */
  startOf9March: '2026-03-08T13:00:00.000Z',
  endOf8March: '2026-03-08T12:59:00.000Z',
  /** 00:00 on 8 October 2025 (AEDT): the first instant of "the last 6 months". */
  startOf8October: '2025-10-07T13:00:00.000Z',
  endOf7October: '2025-10-07T12:59:00.000Z',
  longAgo: '2025-01-01T00:00:00.000Z',
} as const;
type Moment = keyof typeof received;

let t: TestApp;
let owner: ClaimantFixture;
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertClaimant(t, 'Alex');
  await insertMessages(
    t,
    owner.claimIds[0]!,
    Object.entries(received).map(([name, at]) => ({ subject: name, receivedAt: at })),
  );
});
afterAll(async () => {
  await t.close();
});

/** Subjects (moment names) the range answers, newest first, after checking Total matches. */
async function within(query: object, at: Date = NOW): Promise<string[]> {
  t.clock.current = at;
  const token = await signedInOn(t, owner.claimantId, owner.claimIds[0]!);
  const page = ok<GetMessagesResponse>(
    await call(t, getMessages.path, { AccessToken: token, Offset: 0, Amount: 20, ...query }),
  );
  expect(page.Total).toBe(page.Items.length);
  return page.Items.map((item) => item.Subject);
}
const moments = (...names: Moment[]) => names;

describe('getmessages date ranges (Australia/Melbourne calendar days)', () => {
  it('puts no limit on Any or an absent range', async () => {
    expect(await within({})).toHaveLength(10);
    expect(await within({ DateRange: 'any' })).toHaveLength(10);
  });

  it('limits the last 7 days to today and the 7 days before, from Melbourne midnight across the clock change', async () => {
    expect(await within({ DateRange: '7days' })).toEqual(
      moments('today', 'startOf6April', 'endOf5April', 'startOf1April'),
    );
  });

  it('limits the last 30 days from Melbourne midnight 30 days ago', async () => {
    expect(await within({ DateRange: '30days' })).toEqual(
      moments('today', 'startOf6April', 'endOf5April', 'startOf1April', 'endOf31March', 'startOf9March'),
    );
  });

  it('limits the last 6 months from Melbourne midnight on the same day six months ago', async () => {
    expect(await within({ DateRange: '6months' })).toEqual(
      moments(
        'today',
        'startOf6April',
        'endOf5April',
        'startOf1April',
        'endOf31March',
        'startOf9March',
        'endOf8March',
        'startOf8October',
      ),
    );
  });

  it('moves "today" at Melbourne midnight, not UTC midnight', async () => {
    // The ranges have no upper end, so the message of "today" (later than these clocks) stays in.
    // 00:30 on 8 April in Melbourne (still 7 April in UTC): the last 7 days start on 1 April.
    expect(await within({ DateRange: '7days' }, new Date('2026-04-07T14:30:00.000Z'))).toEqual(
      moments('today', 'startOf6April', 'endOf5April', 'startOf1April'),
    );
    // 23:59 on 7 April in Melbourne: they start on 31 March.
    expect(await within({ DateRange: '7days' }, new Date('2026-04-07T13:59:00.000Z'))).toEqual(
      moments('today', 'startOf6April', 'endOf5April', 'startOf1April', 'endOf31March'),
    );
  });

  it('covers custom dates whole, both ends included, across the day the clocks went back', async () => {
    expect(await within({ DateRange: 'custom', StartDate: '01/04/2026', EndDate: '05/04/2026' })).toEqual(
      moments('endOf5April', 'startOf1April'),
    );
    expect(await within({ DateRange: 'custom', StartDate: '08/04/2026', EndDate: '08/04/2026' })).toEqual(
      moments('today'),
    );
  });

  it('leaves a missing, empty or null custom date open', async () => {
    expect(await within({ DateRange: 'custom', StartDate: '06/04/2026' })).toEqual(
      moments('today', 'startOf6April'),
    );
    expect(await within({ DateRange: 'custom', StartDate: '', EndDate: '07/10/2025' })).toEqual(
      moments('endOf7October', 'longAgo'),
    );
    expect(await within({ DateRange: 'custom', StartDate: null, EndDate: null })).toHaveLength(10);
  });

  it('combines a date range with a search', async () => {
    expect(await within({ DateRange: '30days', Search: 'april' })).toEqual(
      moments('startOf6April', 'endOf5April', 'startOf1April'),
    );
  });

  it('refuses a custom start date after the end date with 230 and its message', async () => {
    t.clock.current = NOW;
    const token = await signedInOn(t, owner.claimantId, owner.claimIds[0]!);
    const response = await call(t, getMessages.path, {
      AccessToken: token,
      Offset: 0,
      Amount: 10,
      DateRange: 'custom',
      StartDate: '02/04/2026',
      EndDate: '01/04/2026',
    });
    expect(errorNumbers(response)).toEqual([230]);
    expect(response.json()).toEqual([serverErrors.dateRangeInvalid]);
    expect(serverErrors.dateRangeInvalid.Message).toBe('The start date must be on or before the end date');
  });

  it('shows the times of day of Melbourne on both sides of the clock change', async () => {
    t.clock.current = NOW;
    const token = await signedInOn(t, owner.claimantId, owner.claimIds[0]!);
    const page = ok<GetMessagesResponse>(
      await call(t, getMessages.path, {
        AccessToken: token,
        Offset: 0,
        Amount: 20,
        DateRange: 'custom',
        StartDate: '01/04/2026',
        EndDate: '06/04/2026',
      }),
    );
    expect(page.Items.map((item) => [item.Subject, item.ReceivedDate, item.ReceivedTime])).toEqual([
      ['startOf6April', '06/04/2026', '12:00 am'],
      ['endOf5April', '05/04/2026', '11:59 pm'],
      ['startOf1April', '01/04/2026', '12:00 am'],
    ]);
  });
});
