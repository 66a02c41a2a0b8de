import { type GetMessagesResponse, type GetSentItemsResponse, endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { insertSentItems } from '../sent-items/sent-items-fixtures.js';
import { call, insertClaimant, insertMessages, ok, signedInOn } from './messaging-fixtures.js';

/**
 * Search through the databases' text indexes (migration 0008, issue 15) answers what the substring
 * search of issue 5 answered: text inside a word, any case, FTS syntax taken literally, short searches
 * too, and the index follows every insert, change and delete.
 */

const { getMessages, getSentItems } = endpoints;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.current = new Date('2026-04-08T01:00:00.000Z');
});
afterAll(async () => {
  await t.close();
});

const day = (n: number) => `2026-04-0${n}T00:00:00.000Z`;

describe('inbox search through the text index', () => {
  let token: string;
  let claimId: string;
  const search = async (text: string, extra: object = {}) =>
    ok<GetMessagesResponse>(
      await call(t, getMessages.path, { AccessToken: token, Offset: 0, Amount: 10, Search: text, ...extra }),
    );
  const subjects = async (text: string, extra: object = {}) =>
    (await search(text, extra)).Items.map((item) => item.Subject);

  beforeAll(async () => {
    const robin = await insertClaimant(t, 'Robin');
    claimId = robin.claimIds[0]!;
    await insertMessages(t, claimId, [
      { subject: 'Hydrotherapy approved', body: 'Six sessions.', receivedAt: day(7) },
      { subject: 'Treatment', body: 'We approved your physiotherapy plan.', receivedAt: day(6) },
      { subject: 'Quote', body: 'She said "call us" OR write NEAR(the end) *now*', receivedAt: day(5) },
      { subject: 'Tax', body: 'Form xy-12 attached.', receivedAt: day(4) },
    ]);
    token = await signedInOn(t, robin.claimantId, claimId);
    // Another claim's match is never found.
    const other = await insertClaimant(t, 'Other');
    await insertMessages(t, other.claimIds[0]!, [{ subject: 'Hydrotherapy too', receivedAt: day(7) }]);
  });

  it('finds text inside a word, in the subject or the message, in any case', async () => {
    expect(await subjects('therap')).toEqual(['Hydrotherapy approved', 'Treatment']);
    expect(await subjects('HYDROTHERAPY')).toEqual(['Hydrotherapy approved']);
    expect(await subjects('physiotherapy plan')).toEqual(['Treatment']);
    expect((await search('therap')).Total).toBe(2);
  });

  it('takes quotes and FTS operators literally', async () => {
    expect(await subjects('"call us"')).toEqual(['Quote']);
    expect(await subjects('OR write NEAR(')).toEqual(['Quote']);
    expect(await subjects('*now*')).toEqual(['Quote']);
    expect(await subjects('call OR tax')).toEqual([]);
  });

  it('finds a search of one or two characters too', async () => {
    expect(await subjects('xy')).toEqual(['Tax']);
    expect(await subjects('"')).toEqual(['Quote']);
    expect((await search('e')).Total).toBe(4);
  });

  it('combines search with a date range', async () => {
    const range = { DateRange: 'custom', StartDate: '06/04/2026', EndDate: '' };
    expect(await subjects('therap', range)).toEqual(['Hydrotherapy approved', 'Treatment']);
    expect(await subjects('therap', { ...range, StartDate: '07/04/2026' })).toEqual([
      'Hydrotherapy approved',
    ]);
  });

  it('follows new, changed and deleted messages', async () => {
    const [id] = await insertMessages(t, claimId, [
      { subject: 'Aquatic exercise', body: 'Pool sessions.', receivedAt: day(3) },
    ]);
    expect(await subjects('aquatic')).toEqual(['Aquatic exercise']);
    await t.database.db
      .updateTable('inbox_messages')
      .set({ subject: 'Gym exercise' })
      .where('id', '=', id!)
      .execute();
    expect(await subjects('aquatic')).toEqual([]);
    expect(await subjects('gym exer')).toEqual(['Gym exercise']);
    await t.database.db.deleteFrom('inbox_messages').where('id', '=', id!).execute();
    expect(await subjects('gym exer')).toEqual([]);
  });
});

describe('sent-items search through the text index', () => {
  it('finds text inside words of either subject or the message, the missing other subject included', async () => {
    const ash = await insertClaimant(t, 'Ash');
    const owner = { claimantId: ash.claimantId, claimId: ash.claimIds[0]! };
    await insertSentItems(t, owner, [
      { subjectMain: 'Receipts', subjectOther: null, message: 'Pharmacy receipts attached', sentAt: day(7) },
      { subjectMain: 'Other', subjectOther: 'Parking at the hospital', message: 'See file.', sentAt: day(6) },
      { subjectMain: 'Certificate', message: 'Capacity certificate', sentAt: day(5) },
    ]);
    const token = await signedInOn(t, ash.claimantId, owner.claimId);
    const subjects = async (text: string) =>
      ok<GetSentItemsResponse>(
        await call(t, getSentItems.path, { AccessToken: token, Offset: 0, Amount: 10, Search: text }),
      ).SentItems.map((item) => item.SubjectMain);
    expect(await subjects('harmac')).toEqual(['Receipts']);
    expect(await subjects('KING AT')).toEqual(['Other']);
    expect(await subjects('certif')).toEqual(['Certificate']);
    expect(await subjects('ts')).toEqual(['Receipts']);
    expect(await subjects('file. ')).toEqual(['Other']);
  });
});
