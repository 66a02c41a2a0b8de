import type { SessionKind } from '../../db/schema.js';

export type { AuthContext, SessionCheck, SessionExpiry } from '../../http/caller-session.js';

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
