import type {
  Branding,
  ChannelsResponse,
  ForgotPasswordResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  RetrievalRequest,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SignInVerification } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type ClientContext, hashDeviceIdentifier } from '../../http/caller-context.js';
import { toTimestamp } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertAcceptableNewPassword } from '../../lib/password-policy.js';
import type { Notifier } from '../../notifier/notifier.js';
import { sendPasswordChangedNotices } from '../account-rules/change-notices.js';
import { recordAudit } from '../audit/audit.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { isVerificationNeeded } from '../sign-in/device-verification.js';
import { signInThrottleRules } from '../sign-in/sign-in.service.js';
import { resetCount } from '../throttle/throttle.service.js';
import { findAccountById, findClaimantContact, setPasswordHash } from './account-recovery.repository.js';
import { type RecoveryMatch, findRecoveryMatch } from './recovery-identity.js';
import { releaseRecoveryLookup, takeRecoveryLookup } from './recovery-throttle.js';
import { usernameNotice } from './username-notice.js';

/** A forgot-password token lives 30 minutes (our choice, like an access code, part 1 §9). */
export const RESET_PASSWORD_TOKEN_MINUTES = 30;

export interface RecoveryDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  notifier: Notifier;
  log: FastifyBaseLogger;
  branding: Branding;
  verification: SignInVerification;
}

interface RecoveryInput<B> {
  body: B;
  client: ClientContext;
  now: Date;
}

/**
 * The identity lookup of both forgot forms, counted against the address before it runs; a match
 * hands its count back, so only misses use the allowance (recovery-throttle.ts).
 */
async function lookUpIdentity(
  deps: RecoveryDeps,
  { body, client, now }: RecoveryInput<RetrievalRequest>,
): Promise<RecoveryMatch | undefined> {
  await takeRecoveryLookup(deps.db, client.clientIp, now);
  let match: RecoveryMatch | undefined;
  try {
    match = await findRecoveryMatch(deps.db, body, now);
  } catch (error) {
    // A form refused before any lookup ran (invalidRequest) is not a guess.
    await releaseRecoveryLookup(deps.db, client.clientIp, now);
    throw error;
  }
  if (match) await releaseRecoveryLookup(deps.db, client.clientIp, now);
  return match;
}

/** retrieveusername: sends the username to the matching mobile and/or e-mail on record. */
export async function retrieveUsername(
  deps: RecoveryDeps,
  input: RecoveryInput<RetrievalRequest>,
): Promise<ChannelsResponse> {
  const { client, now } = input;
  const match = await lookUpIdentity(deps, input);
  if (!match) {
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
  input: RecoveryInput<RetrievalRequest>,
): Promise<ForgotPasswordResponse> {
  const { client, now } = input;
  const match = await lookUpIdentity(deps, input);
  if (!match) {
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
 * resetPassword (part 1 §4 "Reset password"): sets the new password, ends every session of the
 * account (the reset token first, in one conditional step, so parallel calls cannot each set a
 * password and take a session) and tells the registered e-mail and mobile.
 *
 * Forgot password proves only facts a stranger may know (name, date of birth, claim number, an
 * e-mail), so the answer signs in only a browser remembered as verified for this account, by the
 * same rule as sign-in. Any other browser gets `AccountActivated` false and a registration token:
 * /activate sends a code to the mobile and e-mail on record, never to anything typed in the forms
 * (RESOLUTIONS.md "Account recovery and takeover"; docs/decisions.md).
 */
export async function resetPassword(
  deps: RecoveryDeps,
  { body, client, now, session }: RecoveryInput<ResetPasswordRequest> & { session: AuthContext },
): Promise<ResetPasswordResponse> {
  assertAcceptableNewPassword(body.NewPassword, body.ReEnterPassword);
  const account = session.accountId === null ? undefined : await findAccountById(deps.db, session.accountId);
  if (!account) throw new AppError('tokenUnknown');
  if (!(await deps.sessions.consume(session.sessionId))) throw new AppError('sessionEnded');

  const passwordHash = await hashPassword(body.NewPassword);
  await setPasswordHash(deps.db, account.id, passwordHash, toTimestamp(now));
  await deps.sessions.revokeAllForAccount(account.id);
  // The claimant proved who they are: earlier failed sign-ins no longer hold the account back.
  await resetCount(deps.db, signInThrottleRules.account, account.username, now);

  const deviceHash = body.DeviceIdentifier ? hashDeviceIdentifier(body.DeviceIdentifier) : null;
  const isActivated = account.activated === 1;
  const signsIn =
    isActivated && !(await isVerificationNeeded(deps.db, deps.verification, account.id, deviceHash, now));
  const next = await deps.sessions.create({
    kind: signsIn ? 'signedIn' : 'registration',
    accountId: account.id,
    claimantId: account.claimant_id,
    // Activation remembers this browser once its access code is right (access-code-outcomes.ts).
    deviceId: deviceHash,
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
      details: { accountActivated: isActivated, signedIn: signsIn },
    },
    now,
  );
  const contact = await findClaimantContact(deps.db, account.claimant_id);
  if (contact) await sendPasswordChangedNotices(deps, contact);
  return { AccessToken: next.token, AccountActivated: signsIn };
}
