import type { SessionKind } from '../../db/schema.js';

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

export interface NewSession {
  kind: SessionKind;
  accountId?: string | null;
  claimantId?: string | null;
  selectedClaimId?: string | null;
  purpose?: string | null;
  parentSessionId?: string | null;
  deviceId?: string | null;
  rememberMe?: boolean;
  clientIp?: string | null;
  /** Absolute lifetime; defaults to SESSION_ABSOLUTE_HOURS. Short-lived kinds (reset, secure update) pass less. */
  lifetimeMinutes?: number;
}

export interface SessionSettings {
  idleMinutes: number;
  absoluteHours: number;
}

/** Why a token was refused; each maps to one of the spec's expired-token numbers. */
export type SessionFailure = 'unknown' | 'revoked' | 'absoluteExpired' | 'idleExpired';
