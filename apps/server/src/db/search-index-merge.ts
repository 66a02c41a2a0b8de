import { type Kysely, sql } from 'kysely';
import { ftsTables } from './text-search.js';
import type { DatabaseHandle } from './connect.js';
import type { Database } from './schema.js';

/*
 * SQLite's search indexes (FTS5, migration 0008) gain a segment with every write transaction that adds
 * or removes messages; FTS5's own automerge only combines segments of similar size, so an index fed one
 * message at a time settles at a couple of dozen segments. A search reads every segment's entries for
 * each trigram of its text (issue 15): measured on 10 000 messages added one at a time, a search read
 * 22 segments in 0.50 ms and the same index merged into one segment in 0.17-0.19 ms. So the server
 * merges each index into one segment now and then, in small steps, each a short transaction of its
 * own with a turn of the event loop after it, so requests are answered between steps. PostgreSQL's
 * trigram (GIN) indexes are kept by autovacuum and need nothing here.
 */

/** Index pages a step writes at most: a step holds SQLite's one connection for a few milliseconds. */
export const MERGE_STEP_PAGES = 16;

/** Steps per index and run at most, so writes arriving during a run cannot keep it going for ever. */
const MAX_STEPS_PER_INDEX = 10_000;

/**
 * One step of merging `fts` into one segment; answers whether the step found work. FTS5's `merge` with a
 * negative page count treats every segment as mergeable, whatever its size; the connection's
 * total_changes() grows by less than two when there was nothing left to merge (FTS5's documentation
 * gives this test). Inside a transaction, so no other statement runs on the connection in between.
 */
async function mergeStep(db: Kysely<Database>, fts: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changes = async () =>
      Number((await sql<{ n: number }>`select total_changes() as n`.execute(trx)).rows[0]!.n);
    const before = await changes();
    await sql`insert into ${sql.table(fts)} (${sql.ref(fts)}, rank) values ('merge', ${-MERGE_STEP_PAGES})`.execute(
      trx,
    );
    return (await changes()) - before >= 2;
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Merges each search index into one segment, step by step; answers the steps that found work, or null
 * on PostgreSQL (nothing to do). `stopping` is asked between steps, so a shutdown waits one step at most.
 */
export async function mergeSearchIndexes(
  database: DatabaseHandle,
  stopping: () => boolean = () => false,
): Promise<{ steps: number } | null> {
  if (database.dialect !== 'sqlite') return null;
  let steps = 0;
  for (const fts of ftsTables) {
    for (let step = 0; step < MAX_STEPS_PER_INDEX && !stopping(); step++) {
      if (!(await mergeStep(database.db, fts))) break;
      steps++;
      await nextTurn();
    }
  }
  return { steps };
}

/** Segments in `fts` now (the tests check what a merge left). */
export async function searchIndexSegments(db: Kysely<Database>, fts: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(distinct segid) as n from ${sql.table(`${fts}_idx`)}`.execute(db);
  return Number(rows[0]!.n);
}
