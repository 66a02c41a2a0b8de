import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { releaseAllowance, takeAllowance, type ThrottleRule } from '../throttle/throttle.service.js';

/**
 * Retrieve-username and forgot-password answer "not found" for identity details that match no
 * account, which lets a script guess dates of birth and claim numbers. Lookups are counted per client
 * address (the only subject a miss has) before they run, so parallel guesses cannot outrun the count
 * (issue 10 item 1); a lookup that matches hands its unit back, so only misses use the allowance.
 * Past the limit every retrieval from that address is refused for the rest of the window, matches
 * included, so the answer reveals nothing.
 */
export const recoveryThrottleRule = {
  name: 'recovery:address:',
  limit: 20,
  windowMinutes: 15,
} as const satisfies ThrottleRule;

/** Takes one lookup from the address's allowance, or refuses the call (attemptsThrottled). */
export async function takeRecoveryLookup(db: Kysely<Database>, clientIp: string, now: Date): Promise<void> {
  if (!(await takeAllowance(db, recoveryThrottleRule, clientIp, now))) {
    throw new AppError('attemptsThrottled');
  }
}

/** The lookup matched: it does not count as a miss. */
export async function releaseRecoveryLookup(
  db: Kysely<Database>,
  clientIp: string,
  now: Date,
): Promise<void> {
  await releaseAllowance(db, recoveryThrottleRule, clientIp, now);
}
