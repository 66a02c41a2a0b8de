import { type GetSentItemsResponse, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { call, errorNumbers, insertClaimant, ok, signedInOn } from '../inbox/messaging-fixtures.js';
import { insertSentItemTypes, insertSentItems } from './sent-items-fixtures.js';

const { getSentItems } = endpoints;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 11:00 on Wednesday 8 April 2026 in Melbourne (AEST; daylight saving ended on 5 April).
  t.clock.current = new Date('2026-04-08T01:00:00.000Z');
  await insertSentItemTypes(t);
});
afterAll(async () => {
  await t.close();
});

async function list(token: string, query: object): Promise<GetSentItemsResponse> {
  return ok<GetSentItemsResponse>(await call(t, getSentItems.path, { AccessToken: token, ...query }));
}
const subjects = (page: GetSentItemsResponse) => page.SentItems.map((item) => item.SubjectMain);
async function ownerWith(name: string, items: Parameters<typeof insertSentItems>[2]) {
  const claimant = await insertClaimant(t, name);
  await insertSentItems(t, { claimantId: claimant.claimantId, claimId: claimant.claimIds[0]! }, items);
  return signedInOn(t, claimant.claimantId, claimant.claimIds[0]!);
}

describe('getsentitems filters', () => {
  let token: string;
  beforeAll(async () => {
    token = await ownerWith('Robin', [
      {
        sentAt: '2026-04-08T00:00:00.000Z',
        subjectMain: 'General',
        requestType: 2,
        message: 'About PARKING.',
      },
      {
        sentAt: '2026-04-01T00:00:00.000Z',
        subjectMain: 'Payment',
        requestType: 3,
        subjectOther: 'Late 50% payment',
      },
      { sentAt: '2026-03-31T12:59:00.000Z', subjectMain: 'Certificate', requestType: 6 },
      {
        sentAt: '2026-03-01T00:00:00.000Z',
        subjectMain: 'Receipts',
        requestType: 10,
        subjectOther: 'Pharmacy',
      },
      {
        sentAt: '2025-12-01T00:00:00.000Z',
        subjectMain: 'Unfiled',
        requestType: null,
        message: 'Parking_fee',
      },
    ]);
  });

  it('includes the children of a parent request type, and a child alone', async () => {
    expect(subjects(await list(token, { Offset: 0, Amount: 10, RequestType: 1 }))).toEqual([
      'General',
      'Payment',
    ]);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, RequestType: 3 }))).toEqual(['Payment']);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, RequestType: 5 }))).toEqual(['Certificate']);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, RequestType: 10 }))).toEqual(['Receipts']);
    expect((await list(token, { Offset: 0, Amount: 10, RequestType: 99 })).Total).toBe(0);
  });

  it('lists All Documents for a null or absent request type, with the total of all', async () => {
    expect((await list(token, { Offset: 0, Amount: 2, RequestType: null })).Total).toBe(5);
    // RESOLUTIONS.md "Part 2": 0 and an empty string mean All Documents too.
    expect((await list(token, { Offset: 0, Amount: 2, RequestType: '' })).Total).toBe(5);
    expect((await list(token, { Offset: 0, Amount: 2, RequestType: 0 })).Total).toBe(5);
    const all = await list(token, { Offset: 0, Amount: 2 });
    expect([all.End, all.Total]).toEqual([2, 5]);
  });

  it('searches the main subject, the other subject and the message, in any case, % and _ literal', async () => {
    expect(subjects(await list(token, { Offset: 0, Amount: 10, Search: 'parking' }))).toEqual([
      'General',
      'Unfiled',
    ]);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, Search: 'pharmacy' }))).toEqual(['Receipts']);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, Search: 'CERTIF' }))).toEqual(['Certificate']);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, Search: '50%' }))).toEqual(['Payment']);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, Search: 'g_f' }))).toEqual(['Unfiled']);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, Search: 'g f' }))).toEqual([]);
  });

  it('filters by sent time over Melbourne calendar days', async () => {
    // The last 7 days start at 00:00 on 1 April (AEDT), 2026-03-31T13:00Z.
    expect(subjects(await list(token, { Offset: 0, Amount: 10, DateRange: '7days' }))).toEqual([
      'General',
      'Payment',
    ]);
    expect(subjects(await list(token, { Offset: 0, Amount: 10, DateRange: '30days' }))).toEqual([
      'General',
      'Payment',
      'Certificate',
    ]);
    expect((await list(token, { Offset: 0, Amount: 10, DateRange: '6months' })).Total).toBe(5);
    expect(
      subjects(
        await list(token, {
          Offset: 0,
          Amount: 10,
          DateRange: 'custom',
          StartDate: '31/03/2026',
          EndDate: '31/03/2026',
        }),
      ),
    ).toEqual(['Certificate']);
  });

  it('combines the filter, the search and the date range in the total', async () => {
    const page = await list(token, {
      Offset: 0,
      Amount: 10,
      RequestType: 1,
      Search: 'payment',
      DateRange: '30days',
    });
    expect(subjects(page)).toEqual(['Payment']);
    expect(page.Total).toBe(1);
  });

  it('refuses a custom start date after the end date with 230', async () => {
    const response = await call(t, getSentItems.path, {
      AccessToken: token,
      Offset: 0,
      Amount: 10,
      DateRange: 'custom',
      StartDate: '08/04/2026',
      EndDate: '07/04/2026',
    });
    expect(errorNumbers(response)).toEqual([serverErrors.dateRangeInvalid.Number]);
    expect(response.json()).toEqual([serverErrors.dateRangeInvalid]);
  });
});
