import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../../db/schema.js';

/** SQL of password resets waiting for their access code (issue 29 item 3). */

export async function insertPendingReset(
  db: Kysely<Database>,
  row: NewRow<'password_resets'>,
): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

/**
 * Takes the session's pending reset in one statement: of parallel verifications only one gets it,
 * so the password is applied once. Undefined when the session has none (or another call took it).
 */
export async function takePendingReset(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ account_id: string; password_hash: string } | undefined> {
  return db
    .deleteFrom('password_resets')
    .where('session_id', '=', sessionId)
    .returning(['account_id', 'password_hash'])
    .executeTakeFirst();
}

/** The account's other pending resets: their sessions end with the applied one, so they can never apply. */
export async function deletePendingResetsOfAccount(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('account_id', '=', accountId).execute();
}

/** Pending resets of the account whose session has ended or expired: no code can apply them any more. */
export async function deleteDeadPendingResets(
  db: Kysely<Database>,
  accountId: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb(
        'session_id',
        'in',
        eb
          .selectFrom('sessions')
          .select('sessions.id')
          .where('sessions.account_id', '=', accountId)
          .where((s) =>
            s.or([s('sessions.revoked_at', 'is not', null), s('sessions.expires_at', '<=', now)]),
          ),
      ),
    )
    .execute();
}
