import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import {
  decrementCount,
  deleteCounts,
  deleteWindowsBefore,
  findCount,
  incrementCount,
  incrementCountBelow,
} from './throttle.repository.js';

/**
 * Fixed-window counters in the rate_limits table (RESOLUTIONS.md "Sign-in": attempts are rate limited
 * per account and per address). The window's start is part of the key, so a new window starts a new
 * counter without any dialect-specific date arithmetic; ended windows are swept as they pass.
 *
 * A check a guesser must not repeat at will (a password, an access code, an identity) takes its
 * allowance BEFORE it runs (`takeAllowance`, `takeAllowances`): the counter moves in one conditional
 * statement, so however many calls arrive at once, at most `limit` of them reach the check in a
 * window (issue 10 item 1). A check that turned out to be legitimate may hand its unit back
 * (`releaseAllowance`) or clear the subject (`resetCount`).
 */
export interface ThrottleRule {
  /** Key prefix, e.g. `signIn:account:`. */
  name: string;
  limit: number;
  windowMinutes: number;
  /**
   * Where windows start, past the epoch's multiples of windowMinutes (0 unless told). Two rules of one
   * length, one offset by half of it, and every event counted against both: any burst shorter than
   * half a window lies inside one window of one of them, so no burst gets more than `limit` even
   * across a window's end (issue 29 item 3, "any burst of resets").
   */
  offsetMinutes?: number;
}

/** One counter: a rule applied to a subject (a username, an address, a claim number ...). */
export interface ThrottleCounter {
  rule: ThrottleRule;
  subject: string;
  /** How many units the event takes (one unless told), e.g. one per message sent. */
  units?: number;
}

function windowStartOf(rule: ThrottleRule, now: Date): Date {
  const windowMs = rule.windowMinutes * 60_000;
  const offsetMs = (rule.offsetMinutes ?? 0) * 60_000;
  return new Date(Math.floor((now.getTime() - offsetMs) / windowMs) * windowMs + offsetMs);
}

function counterKey(rule: ThrottleRule, subject: string, now: Date): string {
  return `${rule.name}${subject}@${toTimestamp(windowStartOf(rule, now))}`;
}

/**
 * The window each rule's ended windows were last swept up to, per database handle. A window's counters
 * are keyed by its start, so an ended window is never read again; sweeping is housekeeping, needed once
 * per rule each time a window begins, not on every call (under load it was three statements of each
 * sign-in, the second largest user of the pool: ADR 0045). Another server sweeps for itself.
 */
const sweptUpTo = new WeakMap<Kysely<Database>, Map<string, string>>();

async function sweepEndedWindows(db: Kysely<Database>, rule: ThrottleRule, now: Date): Promise<void> {
  const windowStart = toTimestamp(windowStartOf(rule, now));
  let swept = sweptUpTo.get(db);
  if (swept === undefined) sweptUpTo.set(db, (swept = new Map()));
  if (swept.get(rule.name) === windowStart) return;
  await deleteWindowsBefore(db, rule.name, windowStart);
  swept.set(rule.name, windowStart);
}

/** Thrown inside the transaction of takeAllowances to undo the counters already taken. */
class AllowanceRefused extends Error {}

/**
 * Takes one unit of the subject's allowance in the current window before the check it guards.
 * False (and nothing counted) when the allowance is used up.
 */
export async function takeAllowance(
  db: Kysely<Database>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<boolean> {
  return takeAllowances(db, [{ rule, subject }], now);
}

/**
 * Takes one unit (or the counter's `units`) from every counter, all or nothing: when one has too few
 * left, none is counted (a refused attempt costs no allowance elsewhere). The counters are taken in
 * one short transaction in key order, so two callers with overlapping counters lock them in the same
 * order.
 */
export async function takeAllowances(
  db: Kysely<Database>,
  counters: readonly ThrottleCounter[],
  now: Date,
): Promise<boolean> {
  const keyed = counters
    .map((c) => ({ ...c, key: counterKey(c.rule, c.subject, now) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const takeAll = async (trx: Kysely<Database>) => {
    for (const c of keyed) {
      const windowStart = toTimestamp(windowStartOf(c.rule, now));
      if (!(await incrementCountBelow(trx, c.key, windowStart, c.rule.limit, c.units))) {
        throw new AllowanceRefused();
      }
    }
  };
  try {
    if (keyed.length === 1 || db.isTransaction) await takeAll(db);
    else await db.transaction().execute(takeAll);
  } catch (error) {
    if (error instanceof AllowanceRefused) return false;
    throw error;
  }
  for (const rule of new Set(keyed.map((c) => c.rule))) await sweepEndedWindows(db, rule, now);
  return true;
}

/** Hands back one unit taken in the current window (the check it paid for was legitimate). */
export async function releaseAllowance(
  db: Kysely<Database>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<void> {
  await decrementCount(db, counterKey(rule, subject, now));
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

/**
 * True when the subject has used up the rule's allowance in the current window. A read only: do
 * not guard a check with it followed by countEvent (parallel calls all pass the read); use
 * takeAllowance.
 */
export async function isThrottled(
  db: Kysely<Database>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<boolean> {
  return (await findCount(db, counterKey(rule, subject, now))) >= rule.limit;
}

/** Counts one event that has already happened, without a limit (e.g. for a later isThrottled read). */
export async function countEvent(
  db: Kysely<Database>,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<void> {
  const windowStart = windowStartOf(rule, now);
  await incrementCount(db, counterKey(rule, subject, now), toTimestamp(windowStart));
  await sweepEndedWindows(db, rule, now);
}
