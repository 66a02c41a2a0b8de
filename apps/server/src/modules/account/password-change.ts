import type { Branding, UpdatePasswordRequest } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { ClientContext } from '../../http/caller-context.js';
import { toTimestamp } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { assertAcceptableNewPassword } from '../../lib/password-policy.js';
import { enqueuePasswordChangedNotices } from '../account-rules/index.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { recordAudit } from '../audit/audit.service.js';
import { type AuthContext, revokeOtherSessionsOfAccount } from '../session/index.js';
import { resetCount, takeAllowance, type ThrottleRule } from '../throttle/throttle.service.js';
import { changePasswordHash } from '../claimant/claimant.service.js';
import { loadAccountOwner } from './account.service.js';

/**
 * updatepassword (spec part 1 §4 "Password"): the current password first (wrong -> 80, which the page
 * shows on that field), then the same new-password rule and breached list as a reset. Success signs
 * out the account's other sessions; this one stays signed in, and the registered e-mail and mobile
 * are told (issue 10 item 2; queued in the same transaction, issue 29). Current-password checks are
 * counted per account before they run, so a session left open on a shared computer cannot be used to
 * guess the password, not even with a burst of parallel calls (issue 10 item 1); a right one clears
 * the count.
 */
export const passwordChangeThrottleRule = {
  name: 'passwordChange:account:',
  limit: 5,
  windowMinutes: 15,
} as const satisfies ThrottleRule;

export interface PasswordChangeDeps {
  db: Kysely<Database>;
  deliveries: DeliveryQueue;
  branding: Branding;
}

export async function updatePassword(
  deps: PasswordChangeDeps,
  input: { body: UpdatePasswordRequest; session: AuthContext; client: ClientContext; now: Date },
): Promise<true> {
  const { db } = deps;
  const { body, session, client, now } = input;
  const { account, claimant } = await loadAccountOwner(db, session);
  const audit = (action: string, into: Kysely<Database> = db) =>
    recordAudit(
      into,
      { action, actorKind: 'claimant', actorId: account.id, claimantId: account.claimant_id, ...client },
      now,
    );
  const rule = passwordChangeThrottleRule;
  if (!(await takeAllowance(db, rule, account.id, now))) {
    await audit('password.changeThrottled');
    throw new AppError('attemptsThrottled');
  }
  if (!(await verifyPassword(account.password_hash, body.OldPassword))) {
    await audit('password.changeRefused');
    throw new AppError('currentPasswordWrong');
  }
  await resetCount(db, rule, account.id, now);
  assertAcceptableNewPassword(body.NewPassword, body.ReEnterPassword);
  const at = toTimestamp(now);
  const passwordHash = await hashPassword(body.NewPassword);
  // The notices are queued with the change (issue 29): the call never waits for a mail server.
  await db.transaction().execute(async (trx) => {
    await changePasswordHash(trx, account.id, passwordHash, at);
    await revokeOtherSessionsOfAccount(trx, account.id, session.sessionId, at);
    await audit('password.changed', trx);
    await enqueuePasswordChangedNotices(trx, deps, claimant);
  });
  return true;
}
