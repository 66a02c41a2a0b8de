import { AccountActivated, type LoginRequest, type LoginResponse, stripSpaces } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { SignInVerification } from '../../config.js';
import type { Database, SessionKind } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { randomToken } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  clearFailedSignIns,
  findAccountByUsername,
  recordFailedSignIn,
} from '../claimant/claimant.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import {
  releaseAllowance,
  resetCount,
  takeAllowances,
  type ThrottleRule,
} from '../throttle/throttle.service.js';
import { type ClientContext, hashDeviceIdentifier } from '../../http/caller-context.js';
import { isVerificationNeeded } from './device-verification.js';

/**
 * Sign-in and sign-out (spec part 1 §4 "Session", RESOLUTIONS.md "Sign-in"). Attempts are counted per
 * typed username (known or not, so the throttle never reveals whether an account exists) and per
 * client address, before the password is checked, so a burst of parallel attempts reaches argon2 at
 * most `limit` times a window (issue 10 item 1). A right password clears the username's count and
 * hands its unit of the address's back: the address limit counts failures, not a busy shared address.
 */
export const signInThrottleRules = {
  account: { name: 'signIn:account:', limit: 10, windowMinutes: 15 },
  address: { name: 'signIn:address:', limit: 50, windowMinutes: 15 },
} as const satisfies Record<string, ThrottleRule>;

export interface SignInDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  verification: SignInVerification;
}

let dummyHash: Promise<string> | undefined;

/**
 * An unknown username is verified against a hash of a random password with the same parameters, so
 * it costs the same argon2 time as a known one with a wrong password.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
}

/** Makes the dummy hash at start-up, so the first unknown username costs no more than later ones. */
export async function prepareSignIn(): Promise<void> {
  await dummyPasswordHash();
}

/** The account's username form: spaces removed, lower case (accounts.username). */
export function normaliseUsername(value: string): string {
  return stripSpaces(value).toLowerCase();
}

export async function signIn(
  deps: SignInDeps,
  input: { body: LoginRequest; previous: AuthContext | null; client: ClientContext; now: Date },
): Promise<LoginResponse> {
  const { body, client, now } = input;
  const { db } = deps;
  // Signing in first ends the session the browser still held (part 1 §4).
  if (input.previous) await deps.sessions.revoke(input.previous.sessionId);

  const username = normaliseUsername(body.EmailAddress);
  const audit = { actorKind: 'claimant' as const, ...client };
  const rules = signInThrottleRules;
  const allowed = await takeAllowances(
    db,
    [
      { rule: rules.account, subject: username },
      { rule: rules.address, subject: client.clientIp },
    ],
    now,
  );
  if (!allowed) {
    await recordAudit(db, { ...audit, action: 'signIn.throttled', details: { username } }, now);
    throw new AppError('signInThrottled');
  }

  const account = await findAccountByUsername(db, username);
  const passwordOk = await verifyPassword(
    account?.password_hash ?? (await dummyPasswordHash()),
    body.Password,
  );
  if (!account || !passwordOk) {
    if (account) await recordFailedSignIn(db, account.id, toTimestamp(now));
    await recordAudit(
      db,
      {
        ...audit,
        action: 'signIn.failed',
        actorId: account?.id ?? null,
        claimantId: account?.claimant_id ?? null,
        details: { username, reason: account ? 'wrongPassword' : 'unknownUsername' },
      },
      now,
    );
    throw new AppError('signInFailed');
  }

  await resetCount(db, rules.account, username, now);
  await releaseAllowance(db, rules.address, client.clientIp, now);
  await clearFailedSignIns(db, account.id);
  const deviceHash = body.DeviceIdentifier ? hashDeviceIdentifier(body.DeviceIdentifier) : null;
  let kind: SessionKind;
  let activated: LoginResponse['AccountActivated'];
  if (account.activated !== 1) {
    kind = 'registration';
    activated = AccountActivated.NotActivated;
  } else if (await isVerificationNeeded(db, deps.verification, account.id, deviceHash, now)) {
    kind = 'loginPending';
    activated = AccountActivated.NeedsVerification;
  } else {
    kind = 'signedIn';
    activated = AccountActivated.SignedIn;
  }
  const session = await deps.sessions.create({
    kind,
    accountId: account.id,
    claimantId: account.claimant_id,
    // The login-verification step remembers this device once its access code is right.
    deviceId: deviceHash,
    rememberMe: body.RememberMe,
    clientIp: client.clientIp,
  });
  await recordAudit(
    db,
    {
      ...audit,
      action: 'signIn.succeeded',
      actorId: account.id,
      claimantId: account.claimant_id,
      details: { accountActivated: activated, sessionKind: kind, rememberMe: body.RememberMe },
    },
    now,
  );
  return { AccessToken: session.token, AccountActivated: activated };
}

/** Ends the caller's session with its secure-update tokens; an unknown token is already signed out. */
export async function signOut(
  deps: SignInDeps,
  input: { auth: AuthContext | null; client: ClientContext; now: Date },
): Promise<true> {
  if (input.auth) {
    await deps.sessions.revoke(input.auth.sessionId);
    await recordAudit(
      deps.db,
      {
        action: 'signOut',
        actorKind: 'claimant',
        actorId: input.auth.accountId,
        claimantId: input.auth.claimantId,
        ...input.client,
        details: { sessionKind: input.auth.kind },
      },
      input.now,
    );
  }
  return true;
}
