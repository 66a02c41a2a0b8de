import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ThrottleCounter, type ThrottleRule, takeAllowances } from '../throttle/throttle.service.js';
import type { Destination } from './access-code-delivery.js';

/**
 * Generation caps (issue 3 "Access codes"): per account and per destination per hour
 * (ACCESS_CODE_HOURLY_LIMIT), so neither a claimant's phone nor someone else's can be flooded and the
 * code space cannot be walked by asking for code after code.
 */
const WINDOW_MINUTES = 60;

export function accessCodeRules(limit: number): { account: ThrottleRule; destination: ThrottleRule } {
  return {
    account: { name: 'accessCode:account:', limit, windowMinutes: WINDOW_MINUTES },
    destination: { name: 'accessCode:destination:', limit, windowMinutes: WINDOW_MINUTES },
  };
}

/** Destinations are keyed by hash: rate_limits never holds a phone number or e-mail address. */
function destinationKey(destination: Destination): string {
  const normalised =
    destination.channel === 'sms' ? destination.to.replace(/\D/g, '') : destination.to.toLowerCase();
  return createHash('sha256').update(`${destination.channel}:${normalised}`, 'utf8').digest('hex');
}

/**
 * False when a cap is reached; otherwise counts this generation against every cap and answers true.
 * `more` adds the caller's own caps (a password reset's message cap, issue 29 item 3).
 * All caps move together in one step (throttle.service.ts takeAllowances), so parallel requests
 * cannot generate more codes than the cap between them.
 */
export async function takeGenerationAllowance(
  db: Kysely<Database>,
  limit: number,
  accountId: string,
  destinations: readonly Destination[],
  now: Date,
  more: readonly ThrottleCounter[] = [],
): Promise<boolean> {
  const rules = accessCodeRules(limit);
  const counters: ThrottleCounter[] = [
    { rule: rules.account, subject: accountId },
    ...destinations.map((d) => ({ rule: rules.destination, subject: destinationKey(d) })),
    ...more,
  ];
  return takeAllowances(db, counters, now);
}
