import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { releaseAllowance, takeAllowances, type ThrottleRule } from '../throttle/throttle.service.js';

/**
 * createaccount answers "already used by another account" (usernameTaken) to anyone who has proved one
 * claimant's identity, so one known identity would let a script test e-mail addresses for accounts
 * (issue 29 item 8). The username check is counted per claim (per claimant: a person with two claims
 * gets no more) and per client address BEFORE it runs, so parallel calls cannot outrun the count; a
 * username that turns out free hands both units back, so only "taken" answers use the allowance.
 * Past either limit, the call is refused before the check (attemptsThrottled), free or taken alike.
 */
export const usernameCheckThrottleRules = {
  claimant: { name: 'registration:usernameCheck:claimant:', limit: 5, windowMinutes: 60 },
  address: { name: 'registration:usernameCheck:address:', limit: 20, windowMinutes: 60 },
} as const satisfies Record<string, ThrottleRule>;

export interface UsernameCheckSubject {
  claimantId: string;
  clientIp: string;
}

/** Takes one username check from the claimant's and the address's allowances; false when either is used up. */
export function takeUsernameCheck(
  db: Kysely<Database>,
  subject: UsernameCheckSubject,
  now: Date,
): Promise<boolean> {
  return takeAllowances(
    db,
    [
      { rule: usernameCheckThrottleRules.claimant, subject: subject.claimantId },
      { rule: usernameCheckThrottleRules.address, subject: subject.clientIp },
    ],
    now,
  );
}

/** The username was free: the check does not count. */
export async function releaseUsernameCheck(
  db: Kysely<Database>,
  subject: UsernameCheckSubject,
  now: Date,
): Promise<void> {
  await releaseAllowance(db, usernameCheckThrottleRules.claimant, subject.claimantId, now);
  await releaseAllowance(db, usernameCheckThrottleRules.address, subject.clientIp, now);
}
