import { type GetMessagesResponse, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  type ClaimantFixture,
  call,
  errorNumbers,
  insertClaimant,
  insertMessages,
  linkClaim,
  ok,
  readAtOf,
  signedInOn,
} from './messaging-fixtures.js';

const { getMessages, getUnreadMessageCount, markAsRead } = endpoints;
const NOT_FOUND = serverErrors.notFound.Number;

let t: TestApp;
let alex: ClaimantFixture;
let sam: ClaimantFixture;
/** Alex's messages: two on the first claim (one unread), one unread on the second. */
let alexRead: string;
let alexUnread: string;
let alexOtherClaim: string;
let samUnread: string;
let alexToken: string;
let samToken: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.current = new Date('2026-04-08T01:00:00.000Z');
  alex = await insertClaimant(t, 'Alex', 2);
  sam = await insertClaimant(t, 'Sam');
  [alexRead, alexUnread] = (await insertMessages(t, alex.claimIds[0]!, [
    { subject: 'Read one', receivedAt: '2026-04-01T00:00:00.000Z', readAt: '2026-04-01T01:00:00.000Z' },
    { subject: 'Unread one', receivedAt: '2026-04-02T00:00:00.000Z' },
  ])) as [string, string];
  [alexOtherClaim] = (await insertMessages(t, alex.claimIds[1]!, [
    { subject: 'On the other claim', receivedAt: '2026-04-03T00:00:00.000Z' },
  ])) as [string];
  [samUnread] = (await insertMessages(t, sam.claimIds[0]!, [
    { subject: 'For Sam', receivedAt: '2026-04-04T00:00:00.000Z' },
  ])) as [string];
  alexToken = await signedInOn(t, alex.claimantId, alex.claimIds[0]!);
  samToken = await signedInOn(t, sam.claimantId, sam.claimIds[0]!);
});
afterAll(async () => {
  await t.close();
});

async function messageIds(token: string, search?: string): Promise<string[]> {
  const page = ok<GetMessagesResponse>(
    await call(t, getMessages.path, { AccessToken: token, Offset: 0, Amount: 10, Search: search }),
  );
  return page.Items.map((item) => item.messageId);
}
const unreadCount = async (token: string) =>
  ok<number>(await call(t, getUnreadMessageCount.path, { AccessToken: token }));

describe('inbox ownership', () => {
  it('lists only the selected claim of the signed-in claimant', async () => {
    expect(await messageIds(alexToken)).toEqual([alexUnread, alexRead]);
    expect(await messageIds(samToken)).toEqual([samUnread]);
    // A search that matches every message still stays inside the claim.
    expect(await messageIds(alexToken, 'o')).toEqual([alexUnread, alexRead]);
  });

  it("lists the claimant's other claim only once it is selected", async () => {
    const onOtherClaim = await signedInOn(t, alex.claimantId, alex.claimIds[1]!);
    expect(await messageIds(onOtherClaim)).toEqual([alexOtherClaim]);
    expect(await unreadCount(onOtherClaim)).toBe(1);
  });

  it('counts the unread messages of the selected claim only', async () => {
    expect(await unreadCount(samToken)).toBe(1);
    const fresh = await insertClaimant(t, 'Fresh');
    expect(await unreadCount(await signedInOn(t, fresh.claimantId, fresh.claimIds[0]!))).toBe(0);
  });

  it('shows a claim shared by two claimants to both, and stops when the claim is unlinked', async () => {
    const shared = await insertClaimant(t, 'Shared');
    const partner = await insertClaimant(t, 'Partner', 0);
    await linkClaim(t, partner.claimantId, shared.claimIds[0]!);
    const [id] = await insertMessages(t, shared.claimIds[0]!, [{ receivedAt: '2026-04-05T00:00:00.000Z' }]);
    const partnerToken = await signedInOn(t, partner.claimantId, shared.claimIds[0]!);
    expect(await messageIds(partnerToken)).toEqual([id]);

    await t.database.db.deleteFrom('claimant_claims').where('claimant_id', '=', partner.claimantId).execute();
    expect(await messageIds(partnerToken)).toEqual([]);
    expect(await unreadCount(partnerToken)).toBe(0);
    expect(
      errorNumbers(await call(t, markAsRead.path, { AccessToken: partnerToken, MessageId: id })),
    ).toEqual([NOT_FOUND]);
    expect(await readAtOf(t, id!)).toBeNull();
  });
});

describe('markasread', () => {
  it('marks an unread message read at the current time, and the unread count drops', async () => {
    const before = await unreadCount(alexToken);
    const response = await call(t, markAsRead.path, { AccessToken: alexToken, MessageId: alexUnread });
    expect(ok(response)).toBe(true);
    expect(await readAtOf(t, alexUnread)).toBe(t.clock.now().toISOString());
    expect(await unreadCount(alexToken)).toBe(before - 1);
    const page = ok<GetMessagesResponse>(
      await call(t, getMessages.path, { AccessToken: alexToken, Offset: 0, Amount: 10 }),
    );
    expect(page.Items.find((item) => item.messageId === alexUnread)?.Read).toBe(true);
  });

  it('answers true again for a message already read and keeps its first read time', async () => {
    const firstReadAt = await readAtOf(t, alexRead);
    t.clock.advanceMinutes(5);
    expect(ok(await call(t, markAsRead.path, { AccessToken: alexToken, MessageId: alexRead }))).toBe(true);
    expect(ok(await call(t, markAsRead.path, { AccessToken: alexToken, messageId: alexRead }))).toBe(true);
    expect(await readAtOf(t, alexRead)).toBe(firstReadAt);
  });

  it('records one audit entry per message actually read', async () => {
    // A claimant of its own, so the message it adds is in no other test's inbox.
    const reader = await insertClaimant(t, 'Reader');
    const readerToken = await signedInOn(t, reader.claimantId, reader.claimIds[0]!);
    const [id] = await insertMessages(t, reader.claimIds[0]!, [{ receivedAt: '2026-04-06T00:00:00.000Z' }]);
    ok(await call(t, markAsRead.path, { AccessToken: readerToken, MessageId: id }));
    ok(await call(t, markAsRead.path, { AccessToken: readerToken, MessageId: id }));
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['claimant_id', 'details'])
      .where('action', '=', 'inbox.read')
      .where('claimant_id', '=', reader.claimantId)
      .execute();
    expect(entries.map((entry) => JSON.parse(entry.details ?? '{}') as unknown)).toEqual([
      { messageId: id, claimId: reader.claimIds[0] },
    ]);
  });

  it("refuses another claimant's message, the claimant's other claim's message and an unknown id with 103", async () => {
    for (const id of [samUnread, alexOtherClaim, 'no-such-message', '']) {
      const response = await call(t, markAsRead.path, { AccessToken: alexToken, MessageId: id });
      expect(errorNumbers(response), id).toEqual([NOT_FOUND]);
      expect(response.json()).toEqual([serverErrors.notFound]);
    }
    expect(await readAtOf(t, samUnread)).toBeNull();
    expect(await readAtOf(t, alexOtherClaim)).toBeNull();
  });

  it('answers 415 without a message id or with one of the wrong type', async () => {
    for (const body of [{}, { MessageId: 5 }, { messageId: null }]) {
      const response = await call(t, markAsRead.path, { AccessToken: alexToken, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(415);
    }
  });
});

describe('claim selection and sign-in', () => {
  it('answers 150 on every inbox call when no claim is selected', async () => {
    const token = await signedInOn(t, alex.claimantId, null);
    for (const [path, body] of [
      [getMessages.path, { Offset: 0, Amount: 10 }],
      [getUnreadMessageCount.path, {}],
      [markAsRead.path, { MessageId: alexRead }],
    ] as const) {
      expect(errorNumbers(await call(t, path, { AccessToken: token, ...body })), path).toEqual([
        serverErrors.claimNotSelected.Number,
      ]);
    }
  });

  it('answers 18 without a token and 21 for a token of another kind', async () => {
    expect(errorNumbers(await call(t, getUnreadMessageCount.path, {}))).toEqual([18]);
    const { token } = await t.createSession({ kind: 'registration', claimantId: alex.claimantId });
    expect(errorNumbers(await call(t, getUnreadMessageCount.path, { AccessToken: token }))).toEqual([21]);
  });
});
