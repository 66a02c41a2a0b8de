import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './connect.js';
import { mergeSearchIndexes } from './search-index-merge.js';

/**
 * How often the running server merges SQLite's search indexes (search-index-merge.ts). A merge rewrites
 * the whole index (11 MB for 10 000 messages), so not on every write: four times a day keeps searches
 * near their merged cost while the index stays rewritten a few times a day at most.
 */
export const SEARCH_INDEX_MERGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The first merge waits this long after the start, away from the start's own work. */
export const SEARCH_INDEX_FIRST_MERGE_MS = 60 * 1000;

export interface SearchIndexMerger {
  /** Stops the timers and waits for the step under way, so the database can then be closed. */
  stop(): Promise<void>;
}

/**
 * Runs mergeSearchIndexes a minute after the start and then every six hours, on SQLite only (one server
 * holds the file). Started by server.ts after listening, never by buildApp, so tests merge only when
 * they ask. The timers are unref'd; a run still going when the next is due is not doubled; a failed run
 * is logged and tried again at the next interval.
 */
export function startSearchIndexMerger(
  deps: { database: DatabaseHandle; log: FastifyBaseLogger },
  intervals = { firstMs: SEARCH_INDEX_FIRST_MERGE_MS, everyMs: SEARCH_INDEX_MERGE_INTERVAL_MS },
): SearchIndexMerger {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runOnce = () => {
    if (running || stopped) return;
    running = mergeSearchIndexes(deps.database, () => stopped)
      .then((result) => {
        if (result && result.steps > 0) deps.log.info({ ...result }, 'search indexes merged');
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'merging the search indexes failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const timers =
    deps.database.dialect === 'sqlite'
      ? [setTimeout(runOnce, intervals.firstMs), setInterval(runOnce, intervals.everyMs)]
      : [];
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}
