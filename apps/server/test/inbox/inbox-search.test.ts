import { type GetMessagesResponse, MESSAGE_SEARCH_MAX, endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { call, insertClaimant, insertMessages, ok, signedInOn } from './messaging-fixtures.js';

const { getMessages } = endpoints;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.current = new Date('2026-04-08T01:00:00.000Z');
});
afterAll(async () => {
  await t.close();
});

async function list(token: string, query: object): Promise<GetMessagesResponse> {
  return ok<GetMessagesResponse>(await call(t, getMessages.path, { AccessToken: token, ...query }));
}
const subjects = (page: GetMessagesResponse) => page.Items.map((item) => item.Subject);

describe('getmessages search', () => {
  let token: string;
  beforeAll(async () => {
    const robin = await insertClaimant(t, 'Robin');
    await insertMessages(
      t,
      robin.claimIds[0]!,
      [
        { subject: 'Payment advice', body: 'Paid into your account.' },
        { subject: 'Appointment', body: 'Bring your PAYMENT card.' },
        { subject: 'Discount 50% off', body: 'Nothing else.' },
        { subject: 'Discount 50 percent', body: 'Nothing else.' },
        { subject: 'file_name', body: 'Nothing else.' },
        { subject: 'file-name', body: 'Nothing else.' },
        { subject: 'back\\slash', body: 'Nothing else.' },
      ].map((message, i) => ({ ...message, receivedAt: `2026-04-0${7 - i}T00:00:00.000Z` })),
    );
    token = await signedInOn(t, robin.claimantId, robin.claimIds[0]!);
  });

  async function search(text: string, extra: object = {}) {
    return list(token, { Offset: 0, Amount: 10, Search: text, ...extra });
  }

  it('finds the text in the subject or the message, whatever its case, and counts only matches', async () => {
    const found = await search('payment');
    expect(subjects(found)).toEqual(['Payment advice', 'Appointment']);
    expect([found.Start, found.End, found.Total]).toEqual([0, 2, 2]);
    expect(subjects(await search('PayMent'))).toEqual(['Payment advice', 'Appointment']);
    expect(subjects(await search('paid INTO'))).toEqual(['Payment advice']);
  });

  it('trims the search, and treats an empty or blank one as no search', async () => {
    expect(subjects(await search('  payment  '))).toEqual(['Payment advice', 'Appointment']);
    expect((await search('')).Total).toBe(7);
    expect((await search('   ')).Total).toBe(7);
    expect((await list(token, { Offset: 0, Amount: 10, Search: null })).Total).toBe(7);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(subjects(await search('50%'))).toEqual(['Discount 50% off']);
    expect(subjects(await search('file_name'))).toEqual(['file_name']);
    expect(subjects(await search('\\'))).toEqual(['back\\slash']);
    expect((await search('%')).Total).toBe(1);
    expect((await search('_')).Total).toBe(1);
  });

  it('never matches across the end of the subject and the start of the message', async () => {
    // "Payment advice" + "Paid into…": the joined search text must not read "advice paid".
    expect((await search('advice paid')).Total).toBe(0);
    expect((await search('advicePaId')).Total).toBe(0);
  });

  it('answers no messages when nothing matches', async () => {
    expect(await search('no such words')).toEqual({ Start: 0, End: 0, Total: 0, Items: [] });
  });

  it('pages through the matches only', async () => {
    const page = await list(token, { Offset: 1, Amount: 2, Search: 'discount' });
    expect(subjects(page)).toEqual(['Discount 50 percent']);
    expect([page.Start, page.End, page.Total]).toEqual([1, 2, 2]);
  });

  it(`refuses a search longer than ${MESSAGE_SEARCH_MAX} characters with 415`, async () => {
    expect(
      (
        await call(t, getMessages.path, {
          AccessToken: token,
          Offset: 0,
          Amount: 10,
          Search: 'x'.repeat(MESSAGE_SEARCH_MAX),
        })
      ).statusCode,
    ).toBe(200);
    const response = await call(t, getMessages.path, {
      AccessToken: token,
      Offset: 0,
      Amount: 10,
      Search: 'x'.repeat(MESSAGE_SEARCH_MAX + 1),
    });
    expect(response.statusCode).toBe(415);
  });
});
