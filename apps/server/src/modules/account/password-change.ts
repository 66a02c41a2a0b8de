import type { UpdatePasswordRequest } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { assertAcceptableNewPassword } from '../../lib/password-policy.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthContext } from '../session/session.types.js';
import type { ClientContext } from '../sign-in/client-context.js';
import { countEvent, isThrottled, resetCount, type ThrottleRule } from '../throttle/throttle.service.js';
import { revokeOtherSessionsOfAccount, updatePasswordHash } from './account.repository.js';
import { loadAccountOwner } from './account.service.js';

/**
 * updatepassword (spec part 1 §4 "Password"): the current password first (wrong -> 80, which the page
 * shows on that field), then the same new-password rule and breached list as a reset. Success signs
 * out the account's other sessions; this one stays signed in. Wrong current passwords are counted per
 * account, so a session left open on a shared computer cannot be used to guess the password.
 */
export const passwordChangeThrottleRule = {
  name: 'passwordChange:account:',
  limit: 5,
  windowMinutes: 15,
} as const satisfies ThrottleRule;

export async function updatePassword(
  db: Kysely<Database>,
  input: { body: UpdatePasswordRequest; session: AuthContext; client: ClientContext; now: Date },
): Promise<true> {
  const { body, session, client, now } = input;
  const { account } = await loadAccountOwner(db, session);
  const audit = (action: string) =>
    recordAudit(
      db,
      { action, actorKind: 'claimant', actorId: account.id, claimantId: account.claimant_id, ...client },
      now,
    );
  const rule = passwordChangeThrottleRule;
  if (await isThrottled(db, rule, account.id, now)) {
    await audit('password.changeThrottled');
    throw new AppError('attemptsThrottled');
  }
  if (!(await verifyPassword(account.password_hash, body.OldPassword))) {
    await countEvent(db, rule, account.id, now);
    await audit('password.changeRefused');
    throw new AppError('currentPasswordWrong');
  }
  await resetCount(db, rule, account.id, now);
  assertAcceptableNewPassword(body.NewPassword, body.ReEnterPassword);
  const at = toTimestamp(now);
  await updatePasswordHash(db, account.id, await hashPassword(body.NewPassword), at);
  await revokeOtherSessionsOfAccount(db, account.id, session.sessionId, at);
  await audit('password.changed');
  return true;
}
