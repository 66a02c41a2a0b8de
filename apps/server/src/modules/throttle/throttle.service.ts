import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import { deleteCounts, deleteWindowsBefore, findCount, incrementCount } from './throttle.repository.js';

/**
 * Fixed-window counters in the rate_limits table (RESOLUTIONS.md "Sign-in": attempts are rate limited
 * per account and per address). The window's start is part of the key, so a new window starts a new
 * counter without any dialect-specific date arithmetic; ended windows are swept as they pass.
 */
export interface ThrottleRule {
  /** Key prefix, e.g. `signIn:account:`. */
  name: string;
  limit: number;
  windowMinutes: number;
}

function windowStartOf(rule: ThrottleRule, now: Date): Date {
  const windowMs = rule.windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

function counterKey(rule: ThrottleRule, subject: string, now: Date): string {
  return `${rule.name}${subject}@${toTimestamp(windowStartOf(rule, now))}`;
}

/** True when the subject has used up the rule's allowance in the current window. */
export async function isThrottled(
  db: Kysely<Database>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<boolean> {
  return (await findCount(db, counterKey(rule, subject, now))) >= rule.limit;
}

/** Counts one event (e.g. a failed sign-in) against the subject in the current window. */
export async function countEvent(
  db: Kysely<Database>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<void> {
  const windowStart = windowStartOf(rule, now);
  await incrementCount(db, counterKey(rule, subject, now), toTimestamp(windowStart));
  await deleteWindowsBefore(db, rule.name, toTimestamp(windowStart));
}

/** Forgets the subject's events in the current window (a successful sign-in). */
export async function resetCount(
  db: Kysely<Database>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<void> {
  await deleteCounts(db, [counterKey(rule, subject, now)]);
}
