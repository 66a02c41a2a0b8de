import { VERIFIED_DEVICE_DAYS } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { SignInVerification } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { addMinutes, toTimestamp } from '../../lib/clock.js';
import { hasRememberedDevice } from './sign-in.repository.js';

/**
 * Whether a browser must prove itself with an access code before it is signed in to the account
 * (RESOLUTIONS.md "Sign-in", `SIGNIN_VERIFICATION`): never, always, or unless the browser's device
 * completed verification for this account within VERIFIED_DEVICE_DAYS. Sign-in and password reset
 * ask the same question (RESOLUTIONS.md "Account recovery and takeover").
 */
export async function isVerificationNeeded(
  db: Kysely<Database>,
  verification: SignInVerification,
  accountId: string,
  deviceHash: string | null,
  now: Date,
): Promise<boolean> {
  if (verification === 'never') return false;
  if (verification === 'always' || deviceHash === null) return true;
  const remembered = await hasRememberedDevice(
    db,
    accountId,
    deviceHash,
    toTimestamp(now),
    toTimestamp(addMinutes(now, -VERIFIED_DEVICE_DAYS * 24 * 60)),
  );
  return !remembered;
}
