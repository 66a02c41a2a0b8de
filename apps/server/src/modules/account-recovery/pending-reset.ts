import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ClientContext } from '../../http/caller-context.js';
import { toTimestamp } from '../../lib/clock.js';
import { type NoticeDeps, enqueuePasswordChangedNotices } from '../account-rules/index.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type AccountRow,
  findAccountById,
  findContactMethods,
  resetPasswordHash,
} from '../claimant/claimant.service.js';
import { type SessionService, revokeAccountSessions } from '../session/session.service.js';
import { signInThrottleRules } from '../sign-in/sign-in.service.js';
import { resetCount } from '../throttle/throttle.service.js';
import {
  deleteDeadPendingResets,
  deletePendingResetsOfAccount,
  insertPendingReset,
  takePendingReset,
} from './password-resets.repository.js';

/**
 * A password reset waits for its access code (issue 29 item 3): forgot password proves only facts a
 * stranger may know, so resetPassword keeps the new password's hash with the registration session it
 * answers, and only the access code sent to the registered contacts at /activate applies it. Until
 * then the old password and the claimant's sessions keep working, and a stranger's reset changes
 * nothing at all.
 */

/** The purpose of a reset's registration session: its codes count against the reset message cap. */
export const PASSWORD_RESET_PURPOSE = 'passwordReset';

/** A pending reset lives as long as its session: time for a code (30 minutes) and a re-send. */
export const PENDING_RESET_MINUTES = 60;

/** What a reset needs to queue its "password changed" notices (issue 29: through the delivery queue). */
export type ResetNoticeDeps = NoticeDeps;

/**
 * Queues "your password was changed" to the claimant's e-mail and mobile on record, in the
 * transaction that stores the new password (issue 29), so the notices exist exactly when it does and
 * no request waits for a mail server.
 */
export async function enqueueResetNotices(
  trx: Kysely<Database>,
  deps: ResetNoticeDeps,
  claimantId: string,
): Promise<void> {
  const contact = await findContactMethods(trx, claimantId);
  if (contact) await enqueuePasswordChangedNotices(trx, deps, contact);
}

/** Answers the registration token under which the reset waits for its code. */
export async function holdPendingReset(
  deps: { db: Kysely<Database>; sessions: SessionService },
  input: {
    account: AccountRow;
    passwordHash: string;
    deviceHash: string | null;
    clientIp: string;
    now: Date;
  },
): Promise<string> {
  const { account, now } = input;
  await deleteDeadPendingResets(deps.db, account.id, toTimestamp(now));
  const session = await deps.sessions.create({
    kind: 'registration',
    accountId: account.id,
    claimantId: account.claimant_id,
    purpose: PASSWORD_RESET_PURPOSE,
    // Activation remembers this browser once its access code is right (access-code-outcomes.ts).
    deviceId: input.deviceHash,
    clientIp: input.clientIp,
    lifetimeMinutes: PENDING_RESET_MINUTES,
  });
  await insertPendingReset(deps.db, {
    session_id: session.sessionId,
    account_id: account.id,
    password_hash: input.passwordHash,
    created_at: toTimestamp(now),
  });
  return session.token;
}

/**
 * Applies the session's pending reset once its access code was right, in one transaction: the
 * password, the end of every session of the account (the step's own included) and of the account's
 * other pending resets, and the queued "password changed" notices (issue 29). False when the session
 * holds none (an activation that is not a reset).
 */
export async function applyPendingReset(
  deps: ResetNoticeDeps & { db: Kysely<Database> },
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const pending = await takePendingReset(trx, sessionId);
    if (!pending) return false;
    await resetPasswordHash(trx, pending.account_id, pending.password_hash, toTimestamp(now));
    await revokeAccountSessions(trx, pending.account_id, now);
    await deletePendingResetsOfAccount(trx, pending.account_id);
    const account = await findAccountById(trx, pending.account_id);
    if (account) await enqueueResetNotices(trx, deps, account.claimant_id);
    return true;
  });
}

/**
 * What follows a password set by a reset, whichever way it was proven: the sign-in throttle forgets
 * the account's failures and the audit records it. The registered e-mail and mobile were told by the
 * notices queued with the password (enqueueResetNotices).
 */
export async function finishPasswordReset(
  deps: { db: Kysely<Database> },
  input: { accountId: string; client: ClientContext; now: Date; details: Record<string, unknown> },
): Promise<void> {
  const { client, now } = input;
  const account = await findAccountById(deps.db, input.accountId);
  if (!account) return;
  // The claimant proved who they are: earlier failed sign-ins no longer hold the account back.
  await resetCount(deps.db, signInThrottleRules.account, account.username, now);
  await recordAudit(
    deps.db,
    {
      action: 'passwordReset.completed',
      actorKind: 'claimant',
      actorId: account.id,
      claimantId: account.claimant_id,
      ...client,
      details: input.details,
    },
    now,
  );
}
