import { hash } from 'node:crypto';
import { randomToken } from '../../lib/ids.js';

/**
 * Access tokens are opaque: 32 random bytes (256 bits), base64url. Only the SHA-256 is stored, so a
 * copy of the database cannot be replayed as sessions (issue 2, "Sessions and the auth plugin").
 */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateSessionToken(): string {
  return randomToken(TOKEN_BYTES);
}

export function hashSessionToken(token: string): string {
  // One-shot: the token is hashed on every call, before anything else (issue 33).
  return hash('sha256', token, 'hex');
}

/** A token that could never have been issued is refused without a database lookup. */
export function isWellFormedSessionToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
