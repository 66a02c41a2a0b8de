import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { countEvent, isThrottled, type ThrottleRule } from '../throttle/throttle.service.js';

/**
 * Retrieve-username and forgot-password answer "not found" for identity details that match no
 * account, which lets a script guess dates of birth and claim numbers. Misses are counted per client
 * address (the only subject a miss has); past the limit every retrieval from that address is refused
 * for the rest of the window, matches included, so the answer reveals nothing.
 */
export const recoveryThrottleRule = {
  name: 'recovery:address:',
  limit: 20,
  windowMinutes: 15,
} as const satisfies ThrottleRule;

export async function refuseWhenRecoveryThrottled(
  db: Kysely<Database>,
  clientIp: string,
  now: Date,
): Promise<void> {
  if (await isThrottled(db, recoveryThrottleRule, clientIp, now)) throw new AppError('attemptsThrottled');
}

export async function countRecoveryMiss(db: Kysely<Database>, clientIp: string, now: Date): Promise<void> {
  await countEvent(db, recoveryThrottleRule, clientIp, now);
}
