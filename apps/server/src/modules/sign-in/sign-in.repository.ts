import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * SQL of sign-in (STYLE.md principle 5): remembered devices. The account and its failed sign-ins
 * are the claimant module's (claimant.service.ts).
 */

/** A device verified for the account that is still remembered at `now`. */
export async function hasRememberedDevice(
  db: Kysely<Database>,
  accountId: string,
  deviceHash: string,
  now: string,
  verifiedSince: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('device_hash', '=', deviceHash)
    .where('expires_at', '>', now)
    .where('verified_at', '>=', verifiedSince)
    .executeTakeFirst();
  return row !== undefined;
}
