import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFilteredPage as findInboxPage } from '../../src/modules/inbox/inbox.repository.js';
import { findFilteredPage as findSentItemsPage } from '../../src/modules/sent-items/sent-items.repository.js';
import { type SearchableList, containsText, textSearchOf } from '../../src/db/text-search.js';
import { insertClaimant, insertMessages } from '../inbox/messaging-fixtures.js';
import { insertSentItems } from '../sent-items/sent-items-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { recordingQueries } from '../support/database-tools.js';

/**
 * A search is answered through the database's text index (migration 0008, issue 15), not by reading
 * every row of the claim. SQLite: the plan of the very SQL the repository sends reads the FTS5 table.
 * PostgreSQL: with a handful of rows the planner rightly prefers the claim's index, so the test asks
 * whether the trigram index can serve the repository's `like` condition as it is written (a parameter,
 * lower(), an escape clause), with the other paths priced out; `npm run bench` shows it chosen at scale.
 */

let t: TestApp;
let scope: { claimantId: string; claimId: string };
beforeAll(async () => {
  t = await createTestApp();
  const robin = await insertClaimant(t, 'Robin');
  scope = { claimantId: robin.claimantId, claimId: robin.claimIds[0]! };
  await insertMessages(t, scope.claimId, [
    { subject: 'Hydrotherapy', receivedAt: '2026-04-01T00:00:00.000Z' },
  ]);
  await insertSentItems(t, scope, [{ subjectOther: 'Hydrotherapy', sentAt: '2026-04-01T00:00:00.000Z' }]);
});
afterAll(async () => {
  await t.close();
});

/** Runs `count` with a Kysely that keeps the queries it runs; answers the result and the last query. */
async function recorded<T>(count: (db: typeof t.database.db) => Promise<T>) {
  const { db, seen } = recordingQueries(t.database.db);
  const result = await count(db);
  return { result, query: seen.at(-1)! };
}

/** PostgreSQL: the plan of the list's search condition alone, sequential and B-tree scans priced out. */
async function trigramPlanOf(list: SearchableList): Promise<string> {
  const query = t.database.db
    .selectFrom(list)
    .select('id')
    .where(containsText(list, textSearchOf('hydrotherapy')!.pattern))
    .compile();
  return t.database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_indexscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<Record<string, string>>({
      ...query,
      sql: `explain ${query.sql}`,
    });
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

async function planOf(query: CompiledQuery): Promise<string> {
  const db = t.database.db;
  const { rows } = await db.executeQuery<{ detail: string }>({
    ...query,
    sql: `explain query plan ${query.sql}`,
  });
  return rows.map((row) => row.detail).join('\n');
}

describe('search through the text index', () => {
  const search = textSearchOf('hydrotherapy');
  const filters = { from: null, to: null, search };

  it('counts and pages inbox matches from the index', async () => {
    const { result, query } = await recorded((db) => findInboxPage(db, scope, filters, 0, 10));
    expect(result.total).toBe(1);
    expect(result.rows).toHaveLength(1);
    if (t.database.dialect === 'postgres') {
      expect(await trigramPlanOf('inbox_messages')).toContain('inbox_messages_search_trgm_idx');
    } else {
      expect(await planOf(query)).toMatch(/inbox_messages_fts VIRTUAL TABLE INDEX/);
    }
  });

  it('counts and pages sent-item matches from the index', async () => {
    const { result, query } = await recorded((db) =>
      findSentItemsPage(db, scope, { ...filters, requestTypes: null }, 0, 10),
    );
    expect(result.total).toBe(1);
    expect(result.rows).toHaveLength(1);
    if (t.database.dialect === 'postgres') {
      expect(await trigramPlanOf('sent_items')).toContain('sent_items_search_trgm_idx');
    } else {
      expect(await planOf(query)).toMatch(/sent_items_fts VIRTUAL TABLE INDEX/);
    }
  });
});
