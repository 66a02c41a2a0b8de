import { type Expression, type SqlBool, expressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SessionNotHeld } from '../../http/caller-session.js';
import type { SessionCheck } from './session.types.js';

export { SessionNotHeld };

/**
 * A session kept in memory answers a list call without a read of its own (issue 15: on PostgreSQL
 * that read is a second round trip per call), and is checked instead inside the call's one statement,
 * against the same snapshot as the data: a session signed out, timed out or moved to another claim on
 * any server since it was kept makes the statement answer no row, and the call is made again with the
 * session read (http/register-endpoint.ts). So nothing a kept session answers is staler than a read.
 */

/** The check's values as a statement's optional values (db/compiled-query.ts compiledQueryByShape). */
export interface SessionCheckValues {
  checkSessionId: string | null;
  checkNow: string | null;
  checkIdleSince: string | null;
}

export const noSessionCheck: SessionCheckValues = {
  checkSessionId: null,
  checkNow: null,
  checkIdleSince: null,
};

export function sessionCheckValuesOf(check: SessionCheck | undefined): SessionCheckValues {
  return check
    ? { checkSessionId: check.sessionId, checkNow: check.now, checkIdleSince: check.idleSince }
    : noSessionCheck;
}

/**
 * True while the kept session holds with `claimId` selected (SessionCheck), or null when the values
 * carry no check. Uncorrelated: both databases evaluate it once per statement.
 */
export function sessionHolds(values: SessionCheckValues, claimId: string): Expression<SqlBool> | null {
  const { checkSessionId, checkNow, checkIdleSince } = values;
  if (checkSessionId === null || checkNow === null || checkIdleSince === null) return null;
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('sessions')
      .select('sessions.id')
      .where('sessions.id', '=', checkSessionId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.selected_claim_id', '=', claimId)
      .where('sessions.expires_at', '>', checkNow)
      .where('sessions.last_seen_at', '>=', checkIdleSince),
  );
}

/**
 * After a statement that checked a kept session (its guarded part answers no row when the check
 * fails): no row with a check throws SessionNotHeld, and the call is made again with the session read,
 * which also answers a claim left with no row for its own reason (unlinked, no counter yet).
 */
export function requireHeld(check: SessionCheck | undefined, rows: readonly unknown[]): void {
  if (check !== undefined && rows.length === 0) throw new SessionNotHeld();
}
