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
import type { ResolveOptions } from '../../http/caller-session.js';
import { generateSessionToken, hashSessionToken, isWellFormedSessionToken } from './session-token.js';
import type {
  AuthContext,
  NewSession,
  SessionExpiry,
  SessionFailure,
  SessionSettings,
} from './session.types.js';

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

/**
 * Ends every session of an account inside the caller's transaction (a password reset applied with its
 * access code, issue 29 item 3: the new password and the end of the old sessions happen together).
 */
export async function revokeAccountSessions(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<void> {
  await revokeSessionsOfAccount(db, accountId, toTimestamp(now));
}

function checkValidity(row: SessionRow, now: Date, settings: SessionSettings): SessionFailure | null {
  if (row.revoked_at !== null) return 'revoked';
  if (now.getTime() >= Date.parse(row.expires_at)) return 'absoluteExpired';
  const idleMs = settings.idleMinutes * 60_000;
  if (now.getTime() - Date.parse(row.last_seen_at) > idleMs) return 'idleExpired';
  return null;
}

/** Sliding expiry: answers the row as it now stands in the database (last_seen_at written or not). */
async function touch(db: Kysely<Database>, row: SessionRow, now: Date): Promise<SessionRow> {
  if (!isTouchDue(row, now)) return row;
  const lastSeenAt = toTimestamp(now);
  await updateLastSeen(db, row.id, lastSeenAt);
  return { ...row, last_seen_at: lastSeenAt };
}

function isTouchDue(row: SessionRow, now: Date): boolean {
  return now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_WRITE_INTERVAL_MS;
}

/** Sessions kept for reuse on one server; the oldest goes first past this many (a few MB at most). */
export const KEPT_SESSIONS_MAX = 10_000;

/**
 * When the session a call ran under ends, for the session-time-left header (issue 30 item 1): a
 * secure-update token reports the signed-in session it was issued under, the one the claimant sees.
 */
function expiryOf(row: SessionRow, settings: SessionSettings): SessionExpiry {
  const idleLimitMs = settings.idleMinutes * 60_000;
  return {
    idleAt: Date.parse(row.last_seen_at) + idleLimitMs,
    absoluteAt: Date.parse(row.expires_at),
    idleLimitMs,
  };
}

function authOf(
  row: SessionRow,
  selectedClaimId: string | null,
  token: string,
  expiry: SessionExpiry,
): AuthContext {
  return {
    sessionId: row.id,
    kind: row.kind,
    accountId: row.account_id,
    claimantId: row.claimant_id,
    selectedClaimId,
    parentSessionId: row.parent_session_id,
    purpose: row.purpose,
    token,
    expiry,
  };
}

/** Session operations bound to one database, the configured lifetimes and a clock. */
export class SessionService {
  /** Sessions of full sign-ins read on this server, by token hash, for calls that check them (reuse). */
  private readonly kept = new Map<string, SessionRow>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: SessionSettings,
    private readonly clock: Clock = systemClock,
    /** Told of each session once it is written (the sessions-started metric, session-metrics.ts). */
    private readonly onStarted: (kind: NewSession['kind']) => void = () => undefined,
  ) {}

  async create(input: NewSession): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const created = await createSession(this.db, input, this.settings, this.clock());
    this.onStarted(input.kind);
    return created;
  }

  /**
   * Resolves a token to its session, enforcing revocation, absolute expiry and the sliding idle
   * timeout. A secure-update token is only as good as the session it was issued under.
   */
  async resolve(token: string, options: ResolveOptions = {}): Promise<ResolveResult> {
    if (!isWellFormedSessionToken(token)) return { ok: false, failure: 'unknown' };
    const tokenHash = hashSessionToken(token);
    const now = this.clock();
    if (options.reuse) {
      const reused = this.reuse(tokenHash, token, now);
      if (reused) return reused;
    }
    const row = await findSessionByTokenHash(this.db, tokenHash);
    if (!row) {
      this.kept.delete(tokenHash);
      return { ok: false, failure: 'unknown' };
    }
    const failure = checkValidity(row, now, this.settings);
    if (failure) {
      this.kept.delete(tokenHash);
      return { ok: false, failure };
    }

    let selectedClaimId = row.selected_claim_id;
    let parent: SessionRow | undefined;
    if (row.parent_session_id !== null) {
      parent = await findSessionById(this.db, row.parent_session_id);
      if (!parent) return { ok: false, failure: 'unknown' };
      const parentFailure = checkValidity(parent, now, this.settings);
      if (parentFailure) return { ok: false, failure: parentFailure };
      selectedClaimId = parent.selected_claim_id;
    }

    const seen = await touch(this.db, row, now);
    // Using a secure-update token is activity in the signed-in session too.
    const parentSeen = parent ? await touch(this.db, parent, now) : undefined;
    if (!parentSeen) this.keep(tokenHash, seen);

    const expiry = expiryOf(parentSeen ?? seen, this.settings);
    return { ok: true, auth: authOf(row, selectedClaimId, token, expiry) };
  }

  /**
   * A kept session that may answer a call checking it: a full sign-in with a claim selected, valid by
   * what was last read, and not due the sliding-expiry write (so a reused session is never the reason
   * last_seen_at falls behind). Otherwise null, and the session is read.
   */
  private reuse(tokenHash: string, token: string, now: Date): ResolveResult | null {
    const row = this.kept.get(tokenHash);
    if (!row || row.selected_claim_id === null) return null;
    if (checkValidity(row, now, this.settings) !== null || isTouchDue(row, now)) return null;
    const check = {
      sessionId: row.id,
      claimId: row.selected_claim_id,
      now: toTimestamp(now),
      idleSince: toTimestamp(new Date(now.getTime() - this.settings.idleMinutes * 60_000)),
    };
    return {
      ok: true,
      auth: { ...authOf(row, row.selected_claim_id, token, expiryOf(row, this.settings)), check },
    };
  }

  private keep(tokenHash: string, row: SessionRow): void {
    this.kept.delete(tokenHash);
    if (this.kept.size >= KEPT_SESSIONS_MAX) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(tokenHash, row);
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
