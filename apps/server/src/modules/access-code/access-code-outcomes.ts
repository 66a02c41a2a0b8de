import { ACCESS_CODE_LIFETIME_MINUTES, VERIFIED_DEVICE_DAYS } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addMinutes, toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { ClientContext } from '../../http/caller-context.js';
import { type ResetNoticeDeps, applyPendingReset, finishPasswordReset } from '../account-recovery/index.js';
import { activateAccount } from '../claimant/claimant.service.js';
import { findSessionById } from '../session/index.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { rememberDevice } from './access-code.repository.js';

/**
 * What a valid code earns (issue 3 "Session token kinds after each step", spec part 1 §4):
 * activation and sign-in verification end the step's token and answer a signed-in one; an
 * account-edit code answers a short secure-update token tied to the signed-in session.
 */

export interface OutcomeDeps {
  db: Kysely<Database>;
  sessions: SessionService;
}

export interface Caller {
  session: AuthContext;
  accountId: string;
  claimantId: string;
  clientIp: string;
}

/**
 * Activation: the account is activated and the registration token gives way to a signed-in one. A
 * step that carries the browser's device (a password reset from a browser not verified before) has
 * now proved it with a code sent to the registered contacts, so that browser is remembered as after a
 * sign-in verification. A reset's step also applies the password it waited with, ending every other
 * session of the account, and the registered contacts are told (issue 29 item 3).
 */
export async function completeActivation(
  deps: OutcomeDeps & { notices: ResetNoticeDeps },
  caller: Caller & { client: ClientContext },
  now: Date,
): Promise<string> {
  await activateAccount(deps.db, caller.accountId, toTimestamp(now));
  const step = await findSessionById(deps.db, caller.session.sessionId);
  const deviceHash = step?.device_id ?? null;
  const isReset = await applyPendingReset({ db: deps.db, ...deps.notices }, caller.session.sessionId, now);
  if (deviceHash !== null) await rememberVerifiedDevice(deps.db, caller.accountId, deviceHash, now);
  // A reset applied has ended this step's session with the others.
  if (!isReset) await deps.sessions.revoke(caller.session.sessionId);
  const next = await deps.sessions.create({
    kind: 'signedIn',
    accountId: caller.accountId,
    claimantId: caller.claimantId,
    deviceId: deviceHash,
    rememberMe: false,
    clientIp: caller.clientIp,
  });
  if (isReset) {
    await finishPasswordReset(deps, {
      accountId: caller.accountId,
      client: caller.client,
      now,
      details: { signedIn: true, verifiedBy: 'accessCode' },
    });
  }
  return next.token;
}

function rememberVerifiedDevice(
  db: Kysely<Database>,
  accountId: string,
  deviceHash: string,
  now: Date,
): Promise<void> {
  return rememberDevice(db, {
    id: newId(),
    accountId,
    deviceHash,
    verifiedAt: toTimestamp(now),
    expiresAt: toTimestamp(addMinutes(now, VERIFIED_DEVICE_DAYS * 24 * 60)),
  });
}

/**
 * Sign-in verification: the browser's device (its identifier hash, kept on the pending session by
 * sign-in) is remembered for VERIFIED_DEVICE_DAYS (RESOLUTIONS.md "Sign-in"), and the pending token
 * gives way to a signed-in one with the sign-in's "Remember me".
 */
export async function completeSignInVerification(
  deps: OutcomeDeps,
  caller: Caller,
  now: Date,
): Promise<string> {
  const pending = await findSessionById(deps.db, caller.session.sessionId);
  const deviceHash = pending?.device_id ?? null;
  if (deviceHash !== null) await rememberVerifiedDevice(deps.db, caller.accountId, deviceHash, now);
  await deps.sessions.revoke(caller.session.sessionId);
  const next = await deps.sessions.create({
    kind: 'signedIn',
    accountId: caller.accountId,
    claimantId: caller.claimantId,
    deviceId: deviceHash,
    rememberMe: pending?.remember_me === 1,
    clientIp: caller.clientIp,
  });
  return next.token;
}

/** Account edit: a secure-update token for this code type, living as long as a code and its parent. */
export async function issueSecureUpdateToken(
  deps: OutcomeDeps,
  caller: Caller,
  codeType: number,
): Promise<string> {
  const secure = await deps.sessions.create({
    kind: 'secureUpdate',
    accountId: caller.accountId,
    claimantId: caller.claimantId,
    selectedClaimId: caller.session.selectedClaimId,
    parentSessionId: caller.session.sessionId,
    purpose: String(codeType),
    clientIp: caller.clientIp,
    lifetimeMinutes: ACCESS_CODE_LIFETIME_MINUTES,
  });
  return secure.token;
}
