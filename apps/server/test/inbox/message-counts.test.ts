import { type GetMessagesResponse, type GetSentItemsResponse, endpoints } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { insertSentItems } from '../sent-items/sent-items-fixtures.js';
import {
  type ClaimantFixture,
  call,
  insertClaimant,
  insertMessages,
  ok,
  signedInOn,
} from './messaging-fixtures.js';

/**
 * The counters of migration 0008 (issue 15): the Total of an unfiltered list and the unread count come
 * from counters the database keeps, so these tests write in parallel and in every way a row can change,
 * and compare what the calls answer with a count of the rows themselves.
 */

const { getMessages, getUnreadMessageCount, markAsRead, getSentItems } = endpoints;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.current = new Date('2026-04-08T01:00:00.000Z');
});
afterAll(async () => {
  await t.close();
});

const at = (i: number) => new Date(Date.parse('2026-04-07T00:00:00.000Z') - i * 60_000).toISOString();

async function inboxAnswers(token: string) {
  const page = ok<GetMessagesResponse>(
    await call(t, getMessages.path, { AccessToken: token, Offset: 0, Amount: 10 }),
  );
  const unread = ok<number>(await call(t, getUnreadMessageCount.path, { AccessToken: token }));
  return { total: page.Total, unread };
}

/** What the rows say, counted the slow way. */
async function inboxRows(claimId: string) {
  const rows = await t.database.db
    .selectFrom('inbox_messages')
    .select('read_at')
    .where('claim_id', '=', claimId)
    .execute();
  return { total: rows.length, unread: rows.filter((row) => row.read_at === null).length };
}

describe('the inbox counters', () => {
  // Each test has a Robin of its own, with an empty inbox on one claim.
  let robin: ClaimantFixture;
  let token: string;
  beforeEach(async () => {
    robin = await insertClaimant(t, 'Robin');
    token = await signedInOn(t, robin.claimantId, robin.claimIds[0]!);
  });

  /** Forty messages inserted at once, `isRead(i)` of them read. */
  const insertFortyInParallel = (claimId: string, isRead: (i: number) => boolean) =>
    Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        insertMessages(t, claimId, [
          { subject: `Parallel ${i}`, receivedAt: at(i), readAt: isRead(i) ? at(i) : null },
        ]),
      ),
    );

  it('count every message of parallel inserts, read and unread', async () => {
    const claimId = robin.claimIds[0]!;
    await insertFortyInParallel(claimId, (i) => i % 4 === 0);
    expect(await inboxAnswers(token)).toEqual({ total: 40, unread: 30 });
    expect(await inboxRows(claimId)).toEqual({ total: 40, unread: 30 });
  });

  it('take one unread off for each message read, however many reads of it run at once', async () => {
    const claimId = robin.claimIds[0]!;
    await insertFortyInParallel(claimId, (i) => i % 4 === 0);
    expect(await inboxAnswers(token)).toEqual({ total: 40, unread: 30 });
    const unread = await t.database.db
      .selectFrom('inbox_messages')
      .select('id')
      .where('claim_id', '=', claimId)
      .where('read_at', 'is', null)
      .orderBy('id')
      .limit(10)
      .execute();
    // Each of ten messages read three times at once, with getmessages and the count read alongside.
    const reads = unread.flatMap((row) =>
      [0, 1, 2].map(() => call(t, markAsRead.path, { AccessToken: token, MessageId: row.id })),
    );
    const answers = await Promise.all([...reads, inboxAnswers(token), inboxAnswers(token)]);
    for (const answer of answers.slice(0, reads.length)) expect(ok<boolean>(answer as never)).toBe(true);
    expect(await inboxAnswers(token)).toEqual({ total: 40, unread: 20 });
    expect(await inboxRows(claimId)).toEqual({ total: 40, unread: 20 });
  });

  it('follow deletes, and a rolled-back insert leaves them as they were', async () => {
    const claimId = robin.claimIds[0]!;
    await insertFortyInParallel(claimId, (i) => i % 2 === 0);
    expect(await inboxAnswers(token)).toEqual({ total: 40, unread: 20 });
    const [gone] = await insertMessages(t, claimId, [{ subject: 'To delete', receivedAt: at(100) }]);
    expect(await inboxAnswers(token)).toEqual({ total: 41, unread: 21 });
    await t.database.db.deleteFrom('inbox_messages').where('id', '=', gone!).execute();
    expect(await inboxAnswers(token)).toEqual({ total: 40, unread: 20 });

    const failed = t.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('inbox_messages')
        .values({
          id: 'rolled-back',
          claim_id: claimId,
          subject: 'Never kept',
          body: 'x',
          sent_at: at(0),
          received_at: at(0),
          read_at: null,
          created_at: at(0),
        })
        .execute();
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    expect(await inboxAnswers(token)).toEqual({ total: 40, unread: 20 });
  });

  it('keep claims apart, and count nothing once the claim is unlinked', async () => {
    const sam = await insertClaimant(t, 'Sam', 2);
    await Promise.all([
      insertMessages(t, sam.claimIds[0]!, [{ receivedAt: at(1) }, { receivedAt: at(2) }]),
      insertMessages(t, sam.claimIds[1]!, [{ receivedAt: at(3), readAt: at(3) }]),
    ]);
    const first = await signedInOn(t, sam.claimantId, sam.claimIds[0]!);
    const second = await signedInOn(t, sam.claimantId, sam.claimIds[1]!);
    expect(await inboxAnswers(first)).toEqual({ total: 2, unread: 2 });
    expect(await inboxAnswers(second)).toEqual({ total: 1, unread: 0 });
    await t.database.db.deleteFrom('claimant_claims').where('claim_id', '=', sam.claimIds[0]!).execute();
    expect(await inboxAnswers(first)).toEqual({ total: 0, unread: 0 });
  });

  it('go with a deleted claim, messages and all', async () => {
    const kim = await insertClaimant(t, 'Kim');
    const claimId = kim.claimIds[0]!;
    await insertMessages(t, claimId, [{ receivedAt: at(1) }]);
    await t.database.db.deleteFrom('claims').where('id', '=', claimId).execute();
    const left = await t.database.db
      .selectFrom('inbox_counts')
      .select('claim_id')
      .where('claim_id', '=', claimId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('paging with the counted total', () => {
  it('answers every message once, in order, paging from the first page to the last', async () => {
    const lee = await insertClaimant(t, 'Lee');
    // Pairs share a received time, so the order rests on the id tie-break in both directions.
    await insertMessages(
      t,
      lee.claimIds[0]!,
      Array.from({ length: 37 }, (_, i) => ({
        subject: `Message ${String(i).padStart(2, '0')}`,
        receivedAt: at(Math.floor(i / 2)),
      })),
    );
    const token = await signedInOn(t, lee.claimantId, lee.claimIds[0]!);
    const seen: string[] = [];
    for (let offset = 0; offset < 37; offset += 5) {
      const page = ok<GetMessagesResponse>(
        await call(t, getMessages.path, { AccessToken: token, Offset: offset, Amount: offset + 5 }),
      );
      expect([page.Start, page.End, page.Total]).toEqual([offset, Math.min(offset + 5, 37), 37]);
      seen.push(...page.Items.map((item) => item.messageId));
    }
    const all = ok<GetMessagesResponse>(
      await call(t, getMessages.path, { AccessToken: token, Offset: 0, Amount: 100 }),
    );
    expect(seen).toEqual(all.Items.map((item) => item.messageId));
    expect(new Set(seen).size).toBe(37);
  });
});

describe('the sent-items counter', () => {
  it('counts parallel sent items per claimant and claim, and follows deletes', async () => {
    const ash = await insertClaimant(t, 'Ash');
    const owner = { claimantId: ash.claimantId, claimId: ash.claimIds[0]! };
    const other = await insertClaimant(t, 'Other');
    await linkedToo(other.claimantId, owner.claimId);
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => insertSentItems(t, owner, [{ sentAt: at(i) }])),
      ...Array.from({ length: 5 }, (_, i) =>
        insertSentItems(t, { claimantId: other.claimantId, claimId: owner.claimId }, [{ sentAt: at(i) }]),
      ),
    ]);
    const token = await signedInOn(t, ash.claimantId, owner.claimId);
    const total = async () =>
      ok<GetSentItemsResponse>(
        await call(t, getSentItems.path, { AccessToken: token, Offset: 0, Amount: 10 }),
      ).Total;
    expect(await total()).toBe(30);
    const [first] = await t.database.db
      .selectFrom('sent_items')
      .select('id')
      .where('claimant_id', '=', ash.claimantId)
      .limit(1)
      .execute();
    await t.database.db.deleteFrom('sent_items').where('id', '=', first!.id).execute();
    expect(await total()).toBe(29);
  });
});

async function linkedToo(claimantId: string, claimId: string): Promise<void> {
  await t.database.db
    .insertInto('claimant_claims')
    .values({ claimant_id: claimantId, claim_id: claimId })
    .execute();
}
