import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuthContext, SessionCheck } from './caller-session.js';
import { AppError } from './app-error.js';

/**
 * Who is calling, read from the request and its session: the one place handlers get the caller's
 * claimant, account, messaging scope, address and device. The auth plugin has already refused a token
 * of the wrong kind for the call (modules/session/session-access.ts); these checks keep a session of
 * another shape from ever reaching a query unscoped.
 */

/** A signed-in session names its claimant (session-access.ts); one that does not is the wrong kind. */
export function claimantOf(session: { claimantId: string | null }): string {
  if (!session.claimantId) throw new AppError('tokenWrongKind');
  return session.claimantId;
}

/** The claimant and account a signed-in or secure token acts for; without both it cannot edit an account. */
export function accountOwnerOf(auth: AuthContext): { claimantId: string; accountId: string } {
  if (auth.claimantId === null || auth.accountId === null) throw new AppError('tokenWrongKind');
  return { claimantId: auth.claimantId, accountId: auth.accountId };
}

/** Whose messages: the signed-in claimant's selected claim (ADR 0017). */
export interface MessagingScope {
  claimantId: string;
  claimId: string;
  /** A kept session the call's statement must check (modules/session/session-check.ts). */
  check?: SessionCheck;
}

/**
 * The claimant and selected claim every messaging call is scoped to (ADR 0017). The auth
 * plugin has already refused a `claim` call without a selection (150).
 */
export function messagingScopeOf(session: AuthContext): MessagingScope {
  if (session.claimantId === null) throw new AppError('tokenUnknown');
  if (session.selectedClaimId === null) throw new AppError('claimNotSelected');
  const scope: MessagingScope = { claimantId: session.claimantId, claimId: session.selectedClaimId };
  if (session.check) scope.check = session.check;
  return scope;
}

/**
 * Only a hash of the browser's device identifier is stored (devices.device_hash, sessions.device_id):
 * the device memory of sign-in verification (RESOLUTIONS.md "Sign-in").
 */
export function hashDeviceIdentifier(identifier: string): string {
  return createHash('sha256').update(identifier, 'utf8').digest('hex');
}

/** The caller for the audit trail (issue 3: "with client address and device"). */
export interface ClientContext {
  clientIp: string;
  /** Device type and identifier hash, or the user agent when the call names no device. */
  device: string | null;
  requestId: string;
}

export function clientContextOf(
  request: FastifyRequest,
  device?: { type: number; identifierHash: string | null },
): ClientContext {
  const userAgent = request.headers['user-agent'];
  return {
    clientIp: request.ip,
    device: device
      ? `type=${device.type} id=${device.identifierHash ?? 'none'}`
      : typeof userAgent === 'string'
        ? userAgent.slice(0, 200)
        : null,
    requestId: request.id,
  };
}
