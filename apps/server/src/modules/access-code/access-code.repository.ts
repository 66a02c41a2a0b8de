import { type Kysely, sql } from 'kysely';
import type { Database, NewRow, Row } from '../../db/schema.js';

/** SQL for access codes and what a valid code changes; rules live in access-code.service.ts. */

export type AccessCodeRow = Row<'access_codes'>;

export async function insertAccessCode(db: Kysely<Database>, row: NewRow<'access_codes'>): Promise<void> {
  await db.insertInto('access_codes').values(row).execute();
}

/** Expires every live code of the account for these purposes (a new code replaces the old). */
export async function expireLiveCodes(
  db: Kysely<Database>,
  accountId: string,
  purposes: readonly string[],
  at: string,
): Promise<void> {
  await db
    .updateTable('access_codes')
    .set({ expired_at: at })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expired_at', 'is', null)
    .execute();
}

/**
 * Expires every live code of these purposes but the newest live one (findLiveCode's order). The
 * generator expires the family's live codes before inserting its own and runs this after: two
 * generations racing each insert a code after the other's first step, and this leaves exactly one of
 * them live, the same one whichever runs it (a new code replaces the old, issue 3 "Access codes").
 */
export async function expireAllButNewestLiveCode(
  db: Kysely<Database>,
  accountId: string,
  purposes: readonly string[],
  at: string,
): Promise<void> {
  await db
    .updateTable('access_codes')
    .set({ expired_at: at })
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expired_at', 'is', null)
    .where('id', '<>', (eb) =>
      eb
        .selectFrom('access_codes as newest')
        .select('newest.id')
        .where('newest.account_id', '=', accountId)
        .where('newest.purpose', 'in', purposes)
        .where('newest.used_at', 'is', null)
        .where('newest.expired_at', 'is', null)
        .orderBy('newest.created_at', 'desc')
        .orderBy('newest.id', 'desc')
        .limit(1),
    )
    .execute();
}

/** The newest code of these purposes that is neither used nor expired (time is checked by the caller). */
export async function findLiveCode(
  db: Kysely<Database>,
  accountId: string,
  purposes: readonly string[],
): Promise<AccessCodeRow | undefined> {
  return db
    .selectFrom('access_codes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function markCodeExpired(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db
    .updateTable('access_codes')
    .set({ expired_at: at })
    .where('id', '=', id)
    .where('expired_at', 'is', null)
    .execute();
}

/**
 * Takes one of the code's tries BEFORE the code is compared (issue 10 item 1), in one conditional
 * statement, so however many guesses arrive at once at most `maxTries` are ever compared. Answers the
 * tries taken so far, this one included, or undefined when the code is used, expired or out of tries.
 * wrong_tries therefore counts tries compared; a right one uses the code up, so it ends the count.
 */
export async function takeTry(
  db: Kysely<Database>,
  id: string,
  maxTries: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('access_codes')
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expired_at', 'is', null)
    .where('wrong_tries', '<', maxTries)
    .returning('wrong_tries')
    .executeTakeFirst();
  return row?.wrong_tries;
}

/** Uses a code once: false when another request used or expired it first. */
export async function markCodeUsed(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('access_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateSentChannels(
  db: Kysely<Database>,
  id: string,
  channels: { sms: boolean; email: boolean },
): Promise<void> {
  await db
    .updateTable('access_codes')
    .set({ sent_sms: channels.sms ? 1 : 0, sent_email: channels.email ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Remembers (or re-remembers) a verified device of the account. */
export async function rememberDevice(
  db: Kysely<Database>,
  row: { id: string; accountId: string; deviceHash: string; verifiedAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('devices')
    .values({
      id: row.id,
      account_id: row.accountId,
      device_hash: row.deviceHash,
      verified_at: row.verifiedAt,
      expires_at: row.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'device_hash'])
        .doUpdateSet({ verified_at: row.verifiedAt, expires_at: row.expiresAt }),
    )
    .execute();
}
