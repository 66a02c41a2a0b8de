import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** SQL of the wrong-code count and lockout (access-code-lockout.ts says the rules). */

/**
 * Makes sure the account's lockout row exists and locks it until the transaction ends: on
 * PostgreSQL the upsert's update takes the row lock, so two guesses of one account are counted one
 * after the other; SQLite runs one transaction at a time anyway. Answers locked_until.
 */
export async function lockLockoutRow(db: Kysely<Database>, accountId: string): Promise<string | null> {
  const row = await db
    .insertInto('access_code_lockouts')
    .values({ account_id: accountId, locked_until: null })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet((eb) => ({ account_id: eb.ref('excluded.account_id') })),
    )
    .returning('locked_until')
    .executeTakeFirstOrThrow();
  return row.locked_until;
}

export async function findLockedUntil(db: Kysely<Database>, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('access_code_lockouts')
    .select('locked_until')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

export async function countMissesAfter(
  db: Kysely<Database>,
  accountId: string,
  after: string,
): Promise<number> {
  const row = await db
    .selectFrom('access_code_misses')
    .select((eb) => eb.fn.countAll<number>().as('misses'))
    .where('account_id', '=', accountId)
    .where('at', '>', after)
    .executeTakeFirstOrThrow();
  return Number(row.misses);
}

export async function insertMiss(
  db: Kysely<Database>,
  row: { id: string; accountId: string; at: string },
): Promise<void> {
  await db
    .insertInto('access_code_misses')
    .values({ id: row.id, account_id: row.accountId, at: row.at })
    .execute();
}

export async function deleteMiss(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('access_code_misses').where('id', '=', id).execute();
}

/** Forgets the account's wrong codes that no longer count, keeping the table small. */
export async function deleteMissesUpTo(db: Kysely<Database>, accountId: string, upTo: string): Promise<void> {
  await db
    .deleteFrom('access_code_misses')
    .where('account_id', '=', accountId)
    .where('at', '<=', upTo)
    .execute();
}

/**
 * Blocks the account's codes until `until`, unless they are blocked already: true only for the call
 * that set it, so the claimant is told once per lockout however many guesses reach it together.
 */
export async function setLockedUntil(
  db: Kysely<Database>,
  accountId: string,
  now: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('access_code_lockouts')
    .set({ locked_until: until })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
