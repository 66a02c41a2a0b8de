import { createHash } from 'node:crypto';
import { randomToken } from '../../lib/ids.js';

/**
 * Provider API keys: `pk_` + 32 random bytes (256 bits) base64url. The key is shown once; only its
 * SHA-256 is stored. With that much entropy a plain hash cannot be brute-forced, so a slow password
 * hash is not needed and the key is found through the unique hash index in one lookup.
 */
const KEY_PREFIX = 'pk_';
const KEY_BYTES = 32;
const KEY_PATTERN = /^pk_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomToken(KEY_BYTES)}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A key that could never have been issued (a claimant token, say) is refused without a lookup. */
export function isWellFormedApiKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
