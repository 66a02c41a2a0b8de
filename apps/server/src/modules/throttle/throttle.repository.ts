import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** SQL for rate-limit counters only (STYLE.md principle 5); portable across SQLite and PostgreSQL. */

export async function findCount(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst();
  return row?.count ?? 0;
}

/** Adds one to a counter, creating it at 1 (INSERT ... ON CONFLICT works on both dialects). */
export async function incrementCount(db: Kysely<Database>, key: string, windowStart: string): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })))
    .execute();
}

/**
 * Adds `units` (one unless told) to a counter only while the sum stays within `limit`, in one
 * statement: the upsert's conditional update is atomic on both dialects (PostgreSQL locks the
 * conflicting row; SQLite writes one at a time), so parallel callers can never take more than `limit`
 * between them. True when it was taken.
 */
export async function incrementCountBelow(
  db: Kysely<Database>,
  key: string,
  windowStart: string,
  limit: number,
  units = 1,
): Promise<boolean> {
  if (units < 1 || limit < units) return false;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: units })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', units) }))
        .where('rate_limits.count', '<=', limit - units),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes one back from a counter, never below zero. */
export async function decrementCount(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function deleteCounts(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}

/** Drops counters of windows that have ended, keeping the table small. */
export async function deleteWindowsBefore(
  db: Kysely<Database>,
  prefix: string,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('key', 'like', `${prefix}%`)
    .where('window_start', '<', before)
    .execute();
}
