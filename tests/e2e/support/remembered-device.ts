// A browser the server already remembers for a claimant, without spending an access code. Codes are
// capped per account and hour (ACCESS_CODE_HOURLY_LIMIT, 5) and sign-in-verification.e2e.ts and
// claims-and-my-details.e2e.ts take all five of Alex's, so later journeys for Alex arrange the state a
// completed sign-in verification leaves (part 1 §4 "Session"; RESOLUTIONS.md "Sign-in": the device is
// remembered for VERIFIED_DEVICE_DAYS): a devices row for the browser's identifier hash, written with the
// server's own repository call, and the identifier in the browser's local storage. The sign-in itself
// stays real: password, then the server's remembered-device check, then the signed-in landing.
import { randomUUID } from 'node:crypto';
import { VERIFIED_DEVICE_DAYS } from '@portal/contract';
import { createDatabase } from '../../../apps/server/src/db/connect.js';
import { rememberDevice } from '../../../apps/server/src/modules/access-code/access-code.repository.js';
import { hashDeviceIdentifier } from '../../../apps/server/src/http/caller-context.js';
import { DEVICE_IDENTIFIER_KEY } from '../../../apps/web/src/lib/device-identifier.js';
import type { StorageState } from './account-journey.js';
import type { Claimant } from './demo-people.js';
import { laneBaseUrl, laneDatabaseUrl } from './lane.js';

/**
 * Storage for a new browser context whose device identifier the server remembers for the claimant's
 * account, so signing in there lands without the /verify step.
 */
export async function rememberedBrowserFor(claimant: Claimant): Promise<StorageState> {
  const baseUrl = laneBaseUrl();
  const identifier = randomUUID();
  const handle = await createDatabase(laneDatabaseUrl());
  try {
    const account = await handle.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', claimant.email.toLowerCase())
      .executeTakeFirst();
    if (!account) throw new Error(`No account with the username ${claimant.email} in the server's database.`);
    const now = new Date();
    await rememberDevice(handle.db, {
      id: randomUUID(),
      accountId: account.id,
      deviceHash: hashDeviceIdentifier(identifier),
      verifiedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + VERIFIED_DEVICE_DAYS * 24 * 3_600_000).toISOString(),
    });
  } finally {
    await handle.destroy();
  }
  return {
    cookies: [],
    origins: [
      { origin: new URL(baseUrl).origin, localStorage: [{ name: DEVICE_IDENTIFIER_KEY, value: identifier }] },
    ],
  };
}
