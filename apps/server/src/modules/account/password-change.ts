import type { Branding, UpdatePasswordRequest } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { ClientContext } from '../../http/caller-context.js';
import { toTimestamp } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { assertAcceptableNewPassword } from '../../lib/password-policy.js';
import type { Notifier } from '../../notifier/notifier.js';
import { sendPasswordChangedNotices } from '../account-rules/change-notices.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthContext } from '../session/session.types.js';
import { resetCount, takeAllowance, type ThrottleRule } from '../throttle/throttle.service.js';
import { revokeOtherSessionsOfAccount, updatePasswordHash } from './account.repository.js';
import { loadAccountOwner } from './account.service.js';

/**
 * updatepassword (spec part 1 §4 "Password"): the current password first (wrong -> 80, which the page
 * shows on that field), then the same new-password rule and breached list as a reset. Success signs
 * out the account's other sessions; this one stays signed in, and the registered e-mail and mobile
 * are told (issue 10 item 2). Current-password checks are counted per account before they run, so a
 * session left open on a shared computer cannot be used to guess the password, not even with a burst
 * of parallel calls (issue 10 item 1); a right one clears the count.
 */
export const passwordChangeThrottleRule = {
  name: 'passwordChange:account:',
  limit: 5,
  windowMinutes: 15,
} as const satisfies ThrottleRule;

export interface PasswordChangeDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  log: FastifyBaseLogger;
  branding: Branding;
}

export async function updatePassword(
  deps: PasswordChangeDeps,
  input: { body: UpdatePasswordRequest; session: AuthContext; client: ClientContext; now: Date },
): Promise<true> {
  const { db } = deps;
  const { body, session, client, now } = input;
  const { account, claimant } = await loadAccountOwner(db, session);
  const audit = (action: string) =>
    recordAudit(
      db,
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
  await updatePasswordHash(db, account.id, await hashPassword(body.NewPassword), at);
  await revokeOtherSessionsOfAccount(db, account.id, session.sessionId, at);
  await audit('password.changed');
  await sendPasswordChangedNotices(deps, claimant);
  return true;
}
