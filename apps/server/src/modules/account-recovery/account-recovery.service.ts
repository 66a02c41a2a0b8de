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
import type { DeliveryQueue } from '../deliveries/index.js';
import { recordAudit } from '../audit/audit.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { isVerificationNeeded } from '../sign-in/index.js';
import { takeAllowance } from '../throttle/throttle.service.js';
import { findAccountById, resetPasswordHash } from '../claimant/claimant.service.js';
import { enqueueResetNotices, finishPasswordReset, holdPendingReset } from './pending-reset.js';
import { type RecoveryMatch, findRecoveryMatch } from './recovery-identity.js';
import { releaseRecoveryLookup, takeRecoveryLookup } from './recovery-throttle.js';
import { resetThrottleRule } from './reset-limits.js';
import { usernameNotice } from './username-notice.js';

/** A forgot-password token lives 30 minutes (our choice, like an access code, part 1 §9). */
export const RESET_PASSWORD_TOKEN_MINUTES = 30;

export interface RecoveryDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  deliveries: DeliveryQueue;
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
 * hands its count back, so only misses use the allowance (recovery-throttle.ts). A match `admit`
 * refuses (a limit of the account) is kept as a miss, count and all: the caller sees exactly what an
 * unknown identity gets (issue 29 item 3, no account enumeration).
 */
async function lookUpIdentity(
  deps: RecoveryDeps,
  { body, client, now }: RecoveryInput<RetrievalRequest>,
  admit: (match: RecoveryMatch) => Promise<boolean> = () => Promise.resolve(true),
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
  if (!match || !(await admit(match))) return undefined;
  await releaseRecoveryLookup(deps.db, client.clientIp, now);
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
  const sent = { SMS: match.mobile !== null, Email: match.email !== null };
  // Queued with the audit entry (issue 29): the answer never waits for a mail server or a gateway.
  await deps.db.transaction().execute(async (trx) => {
    if (match.mobile !== null) {
      await deps.deliveries.enqueueNotice(trx, {
        ...usernameNotice('sms', match.mobile, account.username, deps.branding),
        topic: 'username',
      });
    }
    if (match.email !== null) {
      await deps.deliveries.enqueueNotice(trx, {
        ...usernameNotice('email', match.email, account.username, deps.branding),
        topic: 'username',
      });
    }
    await recordAudit(
      trx,
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
  });
  return sent;
}

/**
 * forgotpassword: a short-lived reset token for the proven claimant's account, at most
 * resetThrottleRule.limit an hour per account (issue 29 item 3); past it the answer is the miss's.
 */
export async function forgotPassword(
  deps: RecoveryDeps,
  input: RecoveryInput<RetrievalRequest>,
): Promise<ForgotPasswordResponse> {
  const { client, now } = input;
  let isThrottled = false;
  const match = await lookUpIdentity(deps, input, async ({ account }) => {
    isThrottled = !(await takeAllowance(deps.db, resetThrottleRule, account.id, now));
    return !isThrottled;
  });
  if (!match) {
    const action = isThrottled ? 'passwordReset.throttled' : 'passwordReset.notFound';
    await recordAudit(deps.db, { action, actorKind: 'claimant', ...client }, now);
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
 * resetPassword (part 1 §4 "Reset password"): uses up the reset token in one conditional step (so
 * parallel calls cannot each set a password) and keeps the same screens as ever, but forgot password
 * proves only facts a stranger may know (RESOLUTIONS.md "Account recovery and takeover"):
 *
 * - a browser remembered as verified for this account (and SIGNIN_VERIFICATION not `always`) has
 *   proven itself with a code before: the password is set at once, every session of the account
 *   ends and this browser is signed in (`AccountActivated` true);
 * - any other browser gets `AccountActivated` false and a registration token, and the new password
 *   only waits with it (pending-reset.ts): /activate sends a code to the mobile and e-mail on record,
 *   never to anything typed in the forms, and that code applies it (issue 29 item 3). Whatever
 *   SIGNIN_VERIFICATION says: `never` skips a code at sign-in, where the password is the proof.
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
  const deviceHash = body.DeviceIdentifier ? hashDeviceIdentifier(body.DeviceIdentifier) : null;
  const isActivated = account.activated === 1;
  const signsIn = isActivated && (await isRememberedBrowser(deps, account.id, deviceHash, now));
  if (!signsIn) {
    const token = await holdPendingReset(deps, {
      account,
      passwordHash,
      deviceHash,
      clientIp: client.clientIp,
      now,
    });
    await recordAudit(
      deps.db,
      {
        action: 'passwordReset.pending',
        actorKind: 'claimant',
        actorId: account.id,
        claimantId: account.claimant_id,
        ...client,
        details: { accountActivated: isActivated },
      },
      now,
    );
    return { AccessToken: token, AccountActivated: false };
  }

  // The notices are queued with the new password (issue 29): they exist exactly when it does.
  await deps.db.transaction().execute(async (trx) => {
    await resetPasswordHash(trx, account.id, passwordHash, toTimestamp(now));
    await enqueueResetNotices(trx, deps, account.claimant_id);
  });
  await deps.sessions.revokeAllForAccount(account.id);
  const next = await deps.sessions.create({
    kind: 'signedIn',
    accountId: account.id,
    claimantId: account.claimant_id,
    deviceId: deviceHash,
    clientIp: client.clientIp,
  });
  await finishPasswordReset(deps, {
    accountId: account.id,
    client,
    now,
    details: { accountActivated: isActivated, signedIn: true },
  });
  return { AccessToken: next.token, AccountActivated: true };
}

/** A browser that completed verification for the account, when sign-in policy remembers browsers. */
async function isRememberedBrowser(
  deps: RecoveryDeps,
  accountId: string,
  deviceHash: string | null,
  now: Date,
): Promise<boolean> {
  if (deps.verification === 'always' || deviceHash === null) return false;
  return !(await isVerificationNeeded(deps.db, 'new-device', accountId, deviceHash, now));
}
