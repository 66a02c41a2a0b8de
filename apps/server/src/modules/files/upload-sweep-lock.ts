import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/connect.js';

/**
 * First half of the advisory lock key, naming "the upload sweep" among any other advisory locks on
 * the database; the second half is the schema's hash, so portals sharing one database in separate
 * schemas (and the test suite's random schemas) never wait for each other.
 */
const UPLOAD_SWEEP_LOCK_CLASS = 0x706f7274; // 'port'

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only if no other server is running it now (issue 16: timers run safely on several
 * servers). PostgreSQL: a transaction-level advisory lock, tried without waiting, held by one pooled
 * connection while `work` runs on others; it goes with the transaction, so a crashed server or a
 * thrown error never leaves it held. SQLite is one machine's file: the sweeper's own in-process
 * guard is enough, and a sweep the CLI starts meanwhile is harmless (every step is conditional or
 * idempotent).
 */
export async function withUploadSweepLock<T>(
  database: DatabaseHandle,
  work: () => Promise<T>,
): Promise<LockedRun<T>> {
  if (database.dialect !== 'postgres') return { ran: true, value: await work() };
  return database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(${UPLOAD_SWEEP_LOCK_CLASS}::int4, hashtext(current_schema())) as locked
    `.execute(trx);
    if (rows[0]?.locked !== true) return { ran: false } as const;
    return { ran: true, value: await work() } as const;
  });
}
