import type {
  Branding,
  ChannelsResponse,
  ForgotPasswordResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  RetrievalRequest,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertAcceptableNewPassword } from '../../lib/password-policy.js';
import type { Notifier } from '../../notifier/notifier.js';
import { recordAudit } from '../audit/audit.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import type { ClientContext } from '../sign-in/client-context.js';
import { signInThrottleRules } from '../sign-in/sign-in.service.js';
import { resetCount } from '../throttle/throttle.service.js';
import { findAccountById, setPasswordHash } from './account-recovery.repository.js';
import { findRecoveryMatch } from './recovery-identity.js';
import { countRecoveryMiss, refuseWhenRecoveryThrottled } from './recovery-throttle.js';
import { usernameNotice } from './username-notice.js';

/** A forgot-password token lives 30 minutes (our choice, like an access code, part 1 §9). */
export const RESET_PASSWORD_TOKEN_MINUTES = 30;

export interface RecoveryDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  notifier: Notifier;
  branding: Branding;
}

interface RecoveryInput<B> {
  body: B;
  client: ClientContext;
  now: Date;
}

/** retrieveusername: sends the username to the matching mobile and/or e-mail on record. */
export async function retrieveUsername(
  deps: RecoveryDeps,
  { body, client, now }: RecoveryInput<RetrievalRequest>,
): Promise<ChannelsResponse> {
  await refuseWhenRecoveryThrottled(deps.db, client.clientIp, now);
  const match = await findRecoveryMatch(deps.db, body, now);
  if (!match) {
    await countRecoveryMiss(deps.db, client.clientIp, now);
    await recordAudit(deps.db, { action: 'username.notFound', actorKind: 'claimant', ...client }, now);
    throw new AppError('informationNotFound');
  }
  const { account, claimant } = match;
  if (match.mobile !== null) {
    await deps.notifier.send(usernameNotice('sms', match.mobile, account.username, deps.branding));
  }
  if (match.email !== null) {
    await deps.notifier.send(usernameNotice('email', match.email, account.username, deps.branding));
  }
  const sent = { SMS: match.mobile !== null, Email: match.email !== null };
  await recordAudit(
    deps.db,
    {
      action: 'username.sent',
      actorKind: 'claimant',
      actorId: account.id,
      claimantId: claimant.id,
      ...client,
      details: sent,
    },
    now,
  );
  return sent;
}

/** forgotpassword: a short-lived reset token for the proven claimant's account. */
export async function forgotPassword(
  deps: RecoveryDeps,
  { body, client, now }: RecoveryInput<RetrievalRequest>,
): Promise<ForgotPasswordResponse> {
  await refuseWhenRecoveryThrottled(deps.db, client.clientIp, now);
  const match = await findRecoveryMatch(deps.db, body, now);
  if (!match) {
    await countRecoveryMiss(deps.db, client.clientIp, now);
    await recordAudit(deps.db, { action: 'passwordReset.notFound', actorKind: 'claimant', ...client }, now);
    throw new AppError('informationNotFound');
  }
  const { account } = match;
  const session = await deps.sessions.create({
    kind: 'resetPassword',
    accountId: account.id,
    claimantId: account.claimant_id,
    clientIp: client.clientIp,
    lifetimeMinutes: RESET_PASSWORD_TOKEN_MINUTES,
  });
  await recordAudit(
    deps.db,
    {
      action: 'passwordReset.requested',
      actorKind: 'claimant',
      actorId: account.id,
      claimantId: account.claimant_id,
      ...client,
    },
    now,
  );
  return { ResetPasswordToken: session.token, Username: account.username };
}

/**
 * resetPassword: sets the new password, ends every session of the account (the reset token too) and
 * answers a fresh token: registration when the account still needs activating, else signed in
 * (part 1 §4 "Reset password").
 */
export async function resetPassword(
  deps: RecoveryDeps,
  { body, client, now, session }: RecoveryInput<ResetPasswordRequest> & { session: AuthContext },
): Promise<ResetPasswordResponse> {
  assertAcceptableNewPassword(body.NewPassword, body.ReEnterPassword);
  const account = session.accountId === null ? undefined : await findAccountById(deps.db, session.accountId);
  if (!account) throw new AppError('tokenUnknown');
  const passwordHash = await hashPassword(body.NewPassword);
  await setPasswordHash(deps.db, account.id, passwordHash, toTimestamp(now));
  await deps.sessions.revokeAllForAccount(account.id);
  // The claimant proved who they are: earlier failed sign-ins no longer hold the account back.
  await resetCount(deps.db, signInThrottleRules.account, account.username, now);
  const activated = account.activated === 1;
  const next = await deps.sessions.create({
    kind: activated ? 'signedIn' : 'registration',
    accountId: account.id,
    claimantId: account.claimant_id,
    clientIp: client.clientIp,
  });
  await recordAudit(
    deps.db,
    {
      action: 'passwordReset.completed',
      actorKind: 'claimant',
      actorId: account.id,
      claimantId: account.claimant_id,
      ...client,
      details: { accountActivated: activated },
    },
    now,
  );
  return { AccessToken: next.token, AccountActivated: activated };
}
