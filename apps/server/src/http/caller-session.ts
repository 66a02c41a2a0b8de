import type { AuthKind } from '@portal/contract';
import type { SessionKind } from '../db/schema.js';

/**
 * What the call envelope knows of sessions (issue 31 "Layers one way"): the caller's session as
 * handlers see it, and the resolver that turns a token into one. The session module implements the
 * resolver and registers it at build time (modules/session/session.plugin.ts); http/ and plugins/
 * depend on this interface only.
 */

/** What a handler learns about the caller (null on a public call without a token). */
export interface AuthContext {
  sessionId: string;
  kind: SessionKind;
  accountId: string | null;
  claimantId: string | null;
  /** For a secure-update token, the claim selected in its parent session. */
  selectedClaimId: string | null;
  /** Secure-update tokens: the session they were issued under, and the code type they were earned for. */
  parentSessionId: string | null;
  purpose: string | null;
  /** The token as sent; handlers that sign out or chain tokens need it. */
  token: string;
  /**
   * Present when the session was not read for this call but kept from an earlier one on this server
   * (session.service.ts, `reuse`): the call's statement must hold it (session-check.ts).
   */
  check?: SessionCheck;
  /** When the signed-in session ends unless used again, and at the latest (issue 30 item 1). */
  expiry: SessionExpiry;
}

/** Epoch milliseconds. */
export interface SessionExpiry {
  /** The sliding idle timeout, from when the server last recorded activity. */
  idleAt: number;
  /** The absolute limit, which no call extends. */
  absoluteAt: number;
  idleLimitMs: number;
}

/**
 * What a statement checks of a kept session in the same read as the caller's data: the session is
 * still not revoked, still has this claim selected, is within its absolute lifetime at `now` and was
 * last seen at or after `idleSince` (now less the idle timeout).
 */
export interface SessionCheck {
  sessionId: string;
  claimId: string;
  now: string;
  idleSince: string;
}

/** Thrown by a repository when its statement answered no row for a kept session: read it and retry. */
export class SessionNotHeld extends Error {
  constructor() {
    super('The kept session no longer holds; the call is made again with the session read.');
  }
}

export interface ResolveOptions {
  /**
   * The call's statements check a kept session themselves (modules/session/session-check.ts): a session
   * kept from an earlier call may answer without a read of its own, marked with `check`.
   */
  reuse?: boolean;
}

export interface SessionResolver {
  /**
   * Resolves the AccessToken a call carries for an endpoint's auth kind. Public calls: the session
   * when the token is valid, otherwise null (a stale token never blocks a public call). Other kinds:
   * the session, or an AppError with one of the spec's expired-token numbers (part 1 §8).
   */
  authenticate(
    token: string | undefined,
    authKind: AuthKind,
    endpointId?: string,
    options?: ResolveOptions,
  ): Promise<AuthContext | null>;
}
