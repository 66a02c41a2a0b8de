import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeSearchIndexes, searchIndexSegments } from '../../src/db/search-index-merge.js';
import { startSearchIndexMerger } from '../../src/db/search-index-merger.js';
import { ftsTables, textSearchOf } from '../../src/db/text-search.js';
import { findFilteredPage as findInboxPage } from '../../src/modules/inbox/inbox.repository.js';
import { findFilteredPage as findSentItemsPage } from '../../src/modules/sent-items/sent-items.repository.js';
import { insertClaimant, insertMessages } from '../inbox/messaging-fixtures.js';
import { insertSentItems } from '../sent-items/sent-items-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/*
 * SQLite's search indexes gain a segment per write and are merged back into one by the server now and
 * then (db/search-index-merge.ts, issue 15); a merge must never change what a search finds. PostgreSQL
 * has nothing to merge.
 */

let t: TestApp;
let scope: { claimantId: string; claimId: string };
const isSqlite = () => t.database.dialect === 'sqlite';
const search = textSearchOf('hydrotherapy');
const filters = { from: null, to: null, search, requestTypes: null };

/** Each call its own statement, so each adds a segment to both SQLite indexes. */
async function addOneByOne(count: number, day: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2026, 3, day, 0, i)).toISOString();
    const subject = i % 2 === 0 ? `Hydrotherapy session ${day}.${i}` : `Physiotherapy ${day}.${i}`;
    await insertMessages(t, scope.claimId, [{ subject, receivedAt: at }]);
    await insertSentItems(t, scope, [{ subjectOther: subject, sentAt: at }]);
  }
}

/** What both lists' searches answer: every page of ten, with the totals. */
async function searches() {
  const inbox = await findInboxPage(t.database.db, scope, filters, 0, 50);
  const sent = await findSentItemsPage(t.database.db, scope, filters, 0, 50);
  return {
    inbox: { total: inbox.total, ids: inbox.rows.map((row) => row.id) },
    sent: { total: sent.total, ids: sent.rows.map((row) => row.id) },
  };
}

const segments = () => Promise.all(ftsTables.map((fts) => searchIndexSegments(t.database.db, fts)));

beforeAll(async () => {
  t = await createTestApp();
  const robin = await insertClaimant(t, 'Robin');
  scope = { claimantId: robin.claimantId, claimId: robin.claimIds[0]! };
});
afterAll(async () => {
  await t.close();
});

describe('merging the search indexes', () => {
  it('leaves one segment per SQLite index and every search answering as before', async () => {
    await addOneByOne(6, 1);
    const before = await searches();
    expect(before.inbox.total).toBe(3);
    expect(before.sent.total).toBe(3);
    if (!isSqlite()) {
      expect(await mergeSearchIndexes(t.database)).toBeNull();
      expect(await searches()).toEqual(before);
      return;
    }
    for (const count of await segments()) expect(count).toBeGreaterThan(1);

    const result = await mergeSearchIndexes(t.database);

    expect(result!.steps).toBeGreaterThan(0);
    expect(await segments()).toEqual(ftsTables.map(() => 1));
    expect(await searches()).toEqual(before);
    // Nothing left to merge: a second run finds no work.
    expect(await mergeSearchIndexes(t.database)).toEqual(isSqlite() ? { steps: 0 } : null);
  });

  it('keeps searches right while messages arrive and are searched during a merge', async () => {
    await addOneByOne(4, 2);
    const before = await searches();
    // The merge, new messages and searches at once: each search sees the messages added before it.
    const [merged, , during] = await Promise.all([
      mergeSearchIndexes(t.database),
      addOneByOne(4, 3),
      Promise.all(Array.from({ length: 5 }, () => searches())),
    ]);
    for (const answer of during) {
      expect(answer.inbox.total).toBeGreaterThanOrEqual(before.inbox.total);
      expect(answer.inbox.ids.slice(-before.inbox.total)).toEqual(before.inbox.ids);
      expect(answer.sent.ids.slice(-before.sent.total)).toEqual(before.sent.ids);
    }
    const after = await searches();
    expect(after.inbox.total).toBe(before.inbox.total + 2);
    expect(after.sent.total).toBe(before.sent.total + 2);
    expect(merged === null).toBe(!isSqlite());
    await mergeSearchIndexes(t.database);
    if (isSqlite()) expect(await segments()).toEqual(ftsTables.map(() => 1));
    expect(await searches()).toEqual(after);
  });

  it('is run by the server on a timer on SQLite, and stops when asked', async () => {
    await addOneByOne(4, 4);
    const before = await searches();
    const log = { info: () => {}, error: () => {} } as unknown as Parameters<
      typeof startSearchIndexMerger
    >[0]['log'];
    const merger = startSearchIndexMerger({ database: t.database, log }, { firstMs: 1, everyMs: 60_000 });
    if (isSqlite()) {
      await expect.poll(segments, { timeout: 5_000 }).toEqual(ftsTables.map(() => 1));
    } else {
      // No timer on PostgreSQL: starting and stopping the merger changes nothing.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await merger.stop();
    expect(await searches()).toEqual(before);
  });
});
