import {
  ACCESS_CODE_LOCKOUT_HOURS,
  ACCESS_CODE_WRONG_CODES_PER_DAY,
  formatMessage,
  messages,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addMinutes, toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { type NoticeDeps, enqueueChangeNotices, recipientsOf } from '../account-rules/index.js';
import {
  countMissesAfter,
  deleteMiss,
  deleteMissesUpTo,
  findLockedUntil,
  insertMiss,
  lockLockoutRow,
  setLockedUntil,
} from './access-code-lockout.repository.js';

/**
 * Issue 29 item 4: three tries a code and five codes an hour still let a guesser try 15 codes an hour
 * for ever (about 66 % of the 10 000 codes in 30 days). So wrong codes are also counted per account,
 * across its codes and flows, over the last 24 hours: the one that makes ACCESS_CODE_WRONG_CODES_PER_DAY
 * blocks every code of the account, the right one included, for ACCESS_CODE_LOCKOUT_HOURS, and the
 * claimant is told on the contacts on record. At most 10 codes are ever compared in any 24 hours.
 *
 * A guess is counted as wrong BEFORE its code is compared (the throttle rule of issue 10 item 1), under
 * the account's lockout row, so parallel guesses are counted one after the other on both databases and
 * no more than the limit is ever compared; a right code hands its count back (`releaseGuess`).
 */
const DAY_MINUTES = 24 * 60;

export type Guess = { isLocked: true } | { isLocked: false; missId: string; wrongCodes: number };

const countedSince = (now: Date) => toTimestamp(addMinutes(now, -DAY_MINUTES));

/** A read for the calls that compare no code (generation): blocked, or at the limit already. */
export async function isLockedOut(db: Kysely<Database>, accountId: string, now: Date): Promise<boolean> {
  const lockedUntil = await findLockedUntil(db, accountId);
  if (lockedUntil !== null && lockedUntil > toTimestamp(now)) return true;
  return (await countMissesAfter(db, accountId, countedSince(now))) >= ACCESS_CODE_WRONG_CODES_PER_DAY;
}

/**
 * Counts one wrong code for the account before a code is compared, or answers that the account is
 * locked out (blocked, or as many codes as the limit are already counted or being compared).
 */
export async function takeGuess(db: Kysely<Database>, accountId: string, now: Date): Promise<Guess> {
  const at = toTimestamp(now);
  const since = countedSince(now);
  return db.transaction().execute(async (trx): Promise<Guess> => {
    const lockedUntil = await lockLockoutRow(trx, accountId);
    if (lockedUntil !== null && lockedUntil > at) return { isLocked: true };
    await deleteMissesUpTo(trx, accountId, since);
    const misses = await countMissesAfter(trx, accountId, since);
    if (misses >= ACCESS_CODE_WRONG_CODES_PER_DAY) return { isLocked: true };
    const missId = newId();
    await insertMiss(trx, { id: missId, accountId, at });
    return { isLocked: false, missId, wrongCodes: misses + 1 };
  });
}

/** The code was right, or was never compared: the guess is not a wrong code. */
export async function releaseGuess(db: Kysely<Database>, guess: Guess): Promise<void> {
  if (!guess.isLocked) await deleteMiss(db, guess.missId);
}

/** True when this wrong code is the one that reaches the limit. */
export function reachesLimit(guess: Guess): boolean {
  return !guess.isLocked && guess.wrongCodes >= ACCESS_CODE_WRONG_CODES_PER_DAY;
}

/** Blocks the account's codes; true only for the one call that did, which tells the claimant. */
export async function lockOut(db: Kysely<Database>, accountId: string, now: Date): Promise<boolean> {
  const until = addMinutes(now, ACCESS_CODE_LOCKOUT_HOURS * 60);
  return setLockedUntil(db, accountId, toTimestamp(now), toTimestamp(until));
}

/**
 * "Access codes for your account are blocked" to the e-mail and mobile on record, queued in the
 * transaction that sets the lockout (issue 29: delivered by the worker, never lost).
 */
export async function enqueueLockoutNotices(
  trx: Kysely<Database>,
  deps: NoticeDeps,
  contact: { email: string | null; mobile: string | null },
): Promise<void> {
  const { accessCodesLockedSubject: subject, accessCodesLockedBody: body } = messages.notifications;
  const template = {
    subject,
    body: formatMessage(body, { hours: ACCESS_CODE_LOCKOUT_HOURS }),
    topic: 'accessCodesLocked' as const,
  };
  await enqueueChangeNotices(trx, deps, recipientsOf(contact), template);
}
