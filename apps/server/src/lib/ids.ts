import { randomBytes, randomUUID } from 'node:crypto';

/** Row ids are random text made by the application (schema.ts), so no dialect-specific sequences. */
export function newId(): string {
  return randomUUID();
}

/** A random url-safe string with `bytes` bytes of entropy. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}
