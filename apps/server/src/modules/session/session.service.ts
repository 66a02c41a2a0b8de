import type { Kysely } from 'kysely';
import type { ServerErrorName } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { type Clock, addMinutes, systemClock, toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import {
  type SessionRow,
  findSessionById,
  findSessionByTokenHash,
  insertSession,
  revokeSessionOnce,
  revokeSessionTree,
  revokeSessionsOfAccount,
  updateLastSeen,
  updateSelectedClaim,
} from './session.repository.js';
import { generateSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-token.js';
import type { AuthContext, NewSession, SessionFailure, SessionSettings } from './session.types.js';

/** Sliding expiry writes last_seen_at at most this often, so a burst of calls costs one write. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 30_000;

/** Expired-token numbers of spec part 1 §8 (RESOLUTIONS.md "The wire contract"). */
export const sessionFailureErrors: Record<SessionFailure, ServerErrorName> = {
  unknown: 'tokenUnknown',
  revoked: 'sessionEnded',
  absoluteExpired: 'sessionTooLong',
  idleExpired: 'sessionIdle',
};

export type ResolveResult = { ok: true; auth: AuthContext } | { ok: false; failure: SessionFailure };

/** Stores a new session and returns its token; the token itself is never stored. */
export async function createSession(
  db: Kysely<Database>,
  input: NewSession,
  settings: SessionSettings,
  now: Date = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const sessionId = newId();
  const expiresAt = addMinutes(now, input.lifetimeMinutes ?? settings.absoluteHours * 60);
  await insertSession(db, {
    id: sessionId,
    token_hash: hashSessionToken(token),
    kind: input.kind,
    account_id: input.accountId ?? null,
    claimant_id: input.claimantId ?? null,
    selected_claim_id: input.selectedClaimId ?? null,
    purpose: input.purpose ?? null,
    parent_session_id: input.parentSessionId ?? null,
    device_id: input.deviceId ?? null,
    remember_me: input.rememberMe ? 1 : 0,
    client_ip: input.clientIp ?? null,
    created_at: toTimestamp(now),
    last_seen_at: toTimestamp(now),
    expires_at: toTimestamp(expiresAt),
    revoked_at: null,
  });
  return { token, sessionId, expiresAt };
}

function checkValidity(row: SessionRow, now: Date, settings: SessionSettings): SessionFailure | null {
  if (row.revoked_at !== null) return 'revoked';
  if (now.getTime() >= Date.parse(row.expires_at)) return 'absoluteExpired';
  const idleMs = settings.idleMinutes * 60_000;
  if (now.getTime() - Date.parse(row.last_seen_at) > idleMs) return 'idleExpired';
  return null;
}

async function touch(db: Kysely<Database>, row: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await updateLastSeen(db, row.id, toTimestamp(now));
  }
}

/** Session operations bound to one database, the configured lifetimes and a clock. */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SessionSettings,
    private readonly clock: Clock = systemClock,
  ) {}

  create(input: NewSession): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    return createSession(this.db, input, this.settings, this.clock());
  }

  /**
   * Resolves a token to its session, enforcing revocation, absolute expiry and the sliding idle
   * timeout. A secure-update token is only as good as the session it was issued under.
   */
  async resolve(token: string): Promise<ResolveResult> {
    if (!isWellFormedSessionToken(token)) return { ok: false, failure: 'unknown' };
    const row = await findSessionByTokenHash(this.db, hashSessionToken(token));
    if (!row) return { ok: false, failure: 'unknown' };
    const now = this.clock();
    const failure = checkValidity(row, now, this.settings);
    if (failure) return { ok: false, failure };

    let selectedClaimId = row.selected_claim_id;
    let parent: SessionRow | undefined;
    if (row.parent_session_id !== null) {
      parent = await findSessionById(this.db, row.parent_session_id);
      if (!parent) return { ok: false, failure: 'unknown' };
      const parentFailure = checkValidity(parent, now, this.settings);
      if (parentFailure) return { ok: false, failure: parentFailure };
      selectedClaimId = parent.selected_claim_id;
    }

    await touch(this.db, row, now);
    // Using a secure-update token is activity in the signed-in session too.
    if (parent) await touch(this.db, parent, now);

    return {
      ok: true,
      auth: {
        sessionId: row.id,
        kind: row.kind,
        accountId: row.account_id,
        claimantId: row.claimant_id,
        selectedClaimId,
        parentSessionId: row.parent_session_id,
        purpose: row.purpose,
        token,
      },
    };
  }

  /** Signs a session out, with any secure-update token issued under it. */
  async revoke(sessionId: string): Promise<void> {
    await revokeSessionTree(this.db, sessionId, toTimestamp(this.clock()));
  }

  /**
   * Uses up a single-use token (a password-reset token): revokes it in one conditional statement and
   * answers false when a parallel request already did, so only one request acts on it.
   */
  async consume(sessionId: string): Promise<boolean> {
    return revokeSessionOnce(this.db, sessionId, toTimestamp(this.clock()));
  }

  /** Ends every session of an account (password reset or change). */
  async revokeAllForAccount(accountId: string): Promise<void> {
    await revokeSessionsOfAccount(this.db, accountId, toTimestamp(this.clock()));
  }

  async selectClaim(sessionId: string, claimId: string | null): Promise<void> {
    await updateSelectedClaim(this.db, sessionId, claimId);
  }
}
