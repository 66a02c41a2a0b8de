import type { Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Database, NewRow, Row } from '../../db/schema.js';

/** SQL for sessions only; rules live in session.service.ts (STYLE.md principle 5). */

export type SessionRow = Row<'sessions'>;

export async function insertSession(db: Kysely<Database>, row: NewRow<'sessions'>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

// Read on every call that carries a token, so compiled once (db/compiled-query.ts).
const sessionByTokenHash = compiledQuery((db, tokenHash: string) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash),
);

export async function findSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  return (await sessionByTokenHash(db, tokenHash))[0];
}

export async function findSessionById(db: Kysely<Database>, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateLastSeen(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function updateSelectedClaim(
  db: Kysely<Database>,
  id: string,
  claimId: string | null,
): Promise<void> {
  await db.updateTable('sessions').set({ selected_claim_id: claimId }).where('id', '=', id).execute();
}

/** Revokes a session and every secure-update token issued under it. */
export async function revokeSessionTree(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_session_id', '=', id)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one session if it is still live: false when another request revoked it first. */
export async function revokeSessionOnce(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends every session of the account; with `keepSessionId`, all but the one making the call and the
 * secure-update tokens issued under it (a password change signs out other browsers, not this one).
 */
export async function revokeSessionsOfAccount(
  db: Kysely<Database>,
  accountId: string,
  at: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .$if(keepSessionId !== undefined, (query) =>
      query
        .where('id', '!=', keepSessionId!)
        .where((eb) =>
          eb.or([eb('parent_session_id', 'is', null), eb('parent_session_id', '!=', keepSessionId!)]),
        ),
    )
    .execute();
}

/** revokeSessionsOfAccount keeping the calling session (the account's password change). */
export function revokeOtherSessionsOfAccount(
  db: Kysely<Database>,
  accountId: string,
  keepSessionId: string,
  at: string,
): Promise<void> {
  return revokeSessionsOfAccount(db, accountId, at, keepSessionId);
}
