import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCESS_CODE_LENGTH } from '@portal/contract';

/**
 * Access codes come from the cryptographic generator and are stored only as an HMAC-SHA-256 keyed
 * by a random per-code salt (RESOLUTIONS.md "Access codes"). Stored form: `v1$<salt hex>$<mac hex>`.
 */
const SALT_BYTES = 16;
const VERSION = 'v1';

export function generateAccessCode(): string {
  return String(randomInt(0, 10 ** ACCESS_CODE_LENGTH)).padStart(ACCESS_CODE_LENGTH, '0');
}

function mac(salt: Buffer, code: string): Buffer {
  return createHmac('sha256', salt).update(code, 'utf8').digest();
}

export function hashAccessCode(code: string): string {
  const salt = randomBytes(SALT_BYTES);
  return `${VERSION}$${salt.toString('hex')}$${mac(salt, code).toString('hex')}`;
}

/** Constant-time comparison, so response timing says nothing about how close a guess was. */
export function isAccessCodeMatch(code: string, stored: string): boolean {
  const [version, saltHex, macHex] = stored.split('$');
  if (version !== VERSION || saltHex === undefined || macHex === undefined) return false;
  const expected = Buffer.from(macHex, 'hex');
  const actual = mac(Buffer.from(saltHex, 'hex'), code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
