import {
  type GetMessagesResponse,
  MESSAGES_PAGE_TEXT_MAX,
  MESSAGES_PER_CALL_MAX,
  endpoints,
  serverErrors,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  attachToMessage,
  call,
  errorNumbers,
  hourlyMessages,
  insertClaimant,
  insertMessages,
  insertStoredFile,
  ok,
  signedInOn,
} from './messaging-fixtures.js';

const { getMessages } = endpoints;
/** 11:00 on Wednesday 8 April 2026 in Melbourne. */
const NOW = new Date('2026-04-08T01:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.current = NOW;
});
afterAll(async () => {
  await t.close();
});

async function list(token: string, query: object): Promise<GetMessagesResponse> {
  return ok<GetMessagesResponse>(await call(t, getMessages.path, { AccessToken: token, ...query }));
}
const subjects = (page: GetMessagesResponse) => page.Items.map((item) => item.Subject);
const expectedSubjects = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `Message ${String(from + i).padStart(2, '0')}`);

describe('getmessages paging (Amount is the exclusive end index)', () => {
  let token: string;
  beforeAll(async () => {
    const alex = await insertClaimant(t, 'Alex');
    await insertMessages(t, alex.claimIds[0]!, hourlyMessages(25, '2026-04-08T00:00:00.000Z'));
    token = await signedInOn(t, alex.claimantId, alex.claimIds[0]!);
  });

  it('answers the first page of 10, newest first, with the total', async () => {
    const page = await list(token, { Offset: 0, Amount: 10 });
    expect({ Start: page.Start, End: page.End, Total: page.Total }).toEqual({ Start: 0, End: 10, Total: 25 });
    expect(subjects(page)).toEqual(expectedSubjects(0, 10));
  });

  it('loads more with Offset = End and Amount = End + 10, then a last partial page', async () => {
    const second = await list(token, { Offset: 10, Amount: 20 });
    expect([second.Start, second.End, second.Total]).toEqual([10, 20, 25]);
    expect(subjects(second)).toEqual(expectedSubjects(10, 20));
    const last = await list(token, { Offset: 20, Amount: 30 });
    expect([last.Start, last.End, last.Total]).toEqual([20, 25, 25]);
    expect(subjects(last)).toEqual(expectedSubjects(20, 25));
  });

  it('answers no items past the end, for Amount 0 and for an Amount at or below Offset', async () => {
    expect(await list(token, { Offset: 25, Amount: 35 })).toEqual({
      Start: 25,
      End: 25,
      Total: 25,
      Items: [],
    });
    expect(await list(token, { Offset: 40, Amount: 50 })).toEqual({
      Start: 40,
      End: 40,
      Total: 25,
      Items: [],
    });
    expect(await list(token, { Offset: 0, Amount: 0 })).toEqual({ Start: 0, End: 0, Total: 25, Items: [] });
    expect(await list(token, { Offset: 10, Amount: 5 })).toEqual({
      Start: 10,
      End: 10,
      Total: 25,
      Items: [],
    });
  });

  it('answers a page of any size up to the end of the list', async () => {
    const page = await list(token, { Offset: 3, Amount: 5 });
    expect([page.Start, page.End]).toEqual([3, 5]);
    expect(subjects(page)).toEqual(expectedSubjects(3, 5));
  });
});

describe('getmessages limits', () => {
  it(`answers at most ${MESSAGES_PER_CALL_MAX} messages a call`, async () => {
    const many = await insertClaimant(t, 'Many');
    await insertMessages(
      t,
      many.claimIds[0]!,
      hourlyMessages(MESSAGES_PER_CALL_MAX + 5, '2026-04-08T00:00:00.000Z'),
    );
    const token = await signedInOn(t, many.claimantId, many.claimIds[0]!);
    const page = await list(token, { Offset: 0, Amount: 1000 });
    expect([page.Start, page.End, page.Total]).toEqual([0, MESSAGES_PER_CALL_MAX, MESSAGES_PER_CALL_MAX + 5]);
    const rest = await list(token, { Offset: MESSAGES_PER_CALL_MAX, Amount: 1000 });
    expect([rest.Start, rest.End]).toEqual([MESSAGES_PER_CALL_MAX, MESSAGES_PER_CALL_MAX + 5]);
  });

  it('keeps a stable order for messages received at the same moment, by id', async () => {
    const ties = await insertClaimant(t, 'Ties');
    const at = '2026-04-01T03:00:00.000Z';
    await insertMessages(t, ties.claimIds[0]!, [
      { id: 'tie-c', receivedAt: at },
      { id: 'tie-a', receivedAt: at },
      { id: 'tie-e', receivedAt: at },
      { id: 'tie-b', receivedAt: at },
      { id: 'tie-d', receivedAt: at },
      { id: 'tie-newer', receivedAt: '2026-04-01T03:00:00.001Z' },
    ]);
    const token = await signedInOn(t, ties.claimantId, ties.claimIds[0]!);
    const ids: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await list(token, { Offset: offset, Amount: offset + 2 });
      ids.push(...page.Items.map((item) => item.messageId));
    }
    expect(ids).toEqual(['tie-newer', 'tie-e', 'tie-d', 'tie-c', 'tie-b', 'tie-a']);
    const whole = await list(token, { Offset: 0, Amount: 10 });
    expect(whole.Items.map((item) => item.messageId)).toEqual(ids);
  });
});

describe('getmessages message fields', () => {
  it('answers each message as the spec spells it, with Melbourne times and its attachments in order', async () => {
    const sam = await insertClaimant(t, 'Sam');
    const claimId = sam.claimIds[0]!;
    const [withFiles, plain] = await insertMessages(t, claimId, [
      {
        subject: 'Payment advice',
        body: 'Your payment has been made.',
        sentAt: '2026-04-07T22:10:00.000Z',
        receivedAt: '2026-04-07T22:15:00.000Z',
        readAt: '2026-04-07T23:00:00.000Z',
      },
      {
        subject: 'Welcome',
        body: 'Hello.',
        sentAt: '2026-03-31T02:05:00.000Z',
        receivedAt: '2026-03-31T02:07:00.000Z',
      },
    ]);
    const second = await insertStoredFile(t, {
      filename: 'map.png',
      claimantId: null,
      claimId,
      purpose: 'inbox',
    });
    const first = await insertStoredFile(t, {
      filename: 'advice.pdf',
      claimantId: null,
      claimId,
      purpose: 'inbox',
    });
    const discarded = await insertStoredFile(t, {
      filename: 'withdrawn.pdf',
      claimantId: null,
      claimId,
      purpose: 'inbox',
      status: 'discarded',
    });
    await attachToMessage(t, withFiles!, [first, discarded, second]);

    const token = await signedInOn(t, sam.claimantId, claimId);
    expect(await list(token, { Offset: 0, Amount: 10 })).toEqual({
      Start: 0,
      End: 2,
      Total: 2,
      Items: [
        {
          messageId: withFiles,
          Subject: 'Payment advice',
          Message: 'Your payment has been made.',
          ReceivedTime: '8:15 am',
          ReceivedDate: '08/04/2026',
          SentTime: '8:10 am',
          SentDate: '08/04/2026',
          Read: true,
          Attachments: [
            { Filename: 'advice.pdf', FileID: first },
            { Filename: 'map.png', FileID: second },
          ],
          Selected: false,
        },
        {
          messageId: plain,
          Subject: 'Welcome',
          Message: 'Hello.',
          // Daylight saving time (+11) until 5 April 2026.
          ReceivedTime: '1:07 pm',
          ReceivedDate: '31/03/2026',
          SentTime: '1:05 pm',
          SentDate: '31/03/2026',
          Read: false,
          Attachments: [],
          Selected: false,
        },
      ],
    });
  });
});

describe('getmessages requests', () => {
  it('answers 415 for wrongly typed or missing fields', async () => {
    const pat = await insertClaimant(t, 'Pat');
    const token = await signedInOn(t, pat.claimantId, pat.claimIds[0]!);
    const bodies = [
      { Offset: '0', Amount: 10 },
      { Offset: 0 },
      { Amount: 10 },
      { Offset: -1, Amount: 10 },
      { Offset: 0, Amount: 10.5 },
      { Offset: 0, Amount: 10, Search: 5 },
      { Offset: 0, Amount: 10, DateRange: 'year' },
      { Offset: 0, Amount: 10, DateRange: 'custom', StartDate: '31/02/2026' },
      { Offset: 0, Amount: 10, DateRange: 'custom', EndDate: '2026-04-01' },
      // Beyond the databases' integer range (contract DB_INTEGER_MAX): refused, never a SQL fault.
      { Offset: 3_000_000_000, Amount: 3_000_000_010 },
      { Offset: 0, Amount: 3_000_000_000 },
    ];
    for (const body of bodies) {
      const response = await call(t, getMessages.path, { AccessToken: token, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(415);
    }
  });

  it('answers 150 when no claim is selected and 18 without a token', async () => {
    const lee = await insertClaimant(t, 'Lee');
    const token = await signedInOn(t, lee.claimantId, null);
    expect(
      errorNumbers(await call(t, getMessages.path, { AccessToken: token, Offset: 0, Amount: 10 })),
    ).toEqual([serverErrors.claimNotSelected.Number]);
    expect(errorNumbers(await call(t, getMessages.path, { Offset: 0, Amount: 10 }))).toEqual([
      serverErrors.tokenUnknown.Number,
    ]);
  });
});

describe('getmessages text budget (issue 29 item 8)', () => {
  it('bounds a page of long messages however large Amount is, and pages on from End to every message', async () => {
    const wordy = await insertClaimant(t, 'Wordy');
    const count = 30;
    await insertMessages(
      t,
      wordy.claimIds[0]!,
      hourlyMessages(count, '2026-04-08T00:00:00.000Z').map((message) => ({
        ...message,
        body: 'x'.repeat(20_000),
      })),
    );
    const token = await signedInOn(t, wordy.claimantId, wordy.claimIds[0]!);
    const textOf = (page: GetMessagesResponse) =>
      page.Items.reduce((sum, item) => sum + item.Subject.length + item.Message.length, 0);

    const first = await list(token, { Offset: 0, Amount: 2_147_483_647 });
    expect(first.Items.length).toBeGreaterThan(0);
    expect(first.Items.length).toBeLessThan(count);
    expect(textOf(first)).toBeLessThanOrEqual(MESSAGES_PAGE_TEXT_MAX);
    expect([first.Start, first.End, first.Total]).toEqual([0, first.Items.length, count]);

    const seen = [...subjects(first)];
    let page = first;
    while (page.End < page.Total) {
      page = await list(token, { Offset: page.End, Amount: 2_147_483_647 });
      expect(page.Items.length).toBeGreaterThan(0);
      expect(textOf(page)).toBeLessThanOrEqual(MESSAGES_PAGE_TEXT_MAX);
      seen.push(...subjects(page));
    }
    expect(seen).toEqual(expectedSubjects(0, count));
  });

  it('answers one message longer than the budget on its own, so paging never stalls', async () => {
    const huge = await insertClaimant(t, 'Huge');
    await insertMessages(t, huge.claimIds[0]!, [
      {
        subject: 'Huge',
        body: 'y'.repeat(MESSAGES_PAGE_TEXT_MAX + 10),
        receivedAt: '2026-04-07T00:00:00.000Z',
      },
      { subject: 'Small', receivedAt: '2026-04-06T00:00:00.000Z' },
    ]);
    const token = await signedInOn(t, huge.claimantId, huge.claimIds[0]!);
    const first = await list(token, { Offset: 0, Amount: 10 });
    expect(subjects(first)).toEqual(['Huge']);
    expect(subjects(await list(token, { Offset: first.End, Amount: first.End + 10 }))).toEqual(['Small']);
  });
});
