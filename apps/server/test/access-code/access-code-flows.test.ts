import { AccountActivated, VERIFIED_DEVICE_DAYS, serverErrors } from '@portal/contract';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  ALEX_MOBILE,
  DEMO,
  JO_MOBILE,
  accountOf,
  clearRateLimits,
  createCodeTestApp,
  errorNumber,
  generate,
  latestCodeFor,
  paths,
  post,
  signIn,
  signedInSession,
  tokenState,
  validate,
} from './access-code-fixtures.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let t: TestApp;
beforeAll(async () => {
  t = await createCodeTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t);
});

async function sessionOf(token: string) {
  const result = await t.app.sessions.resolve(token);
  if (!result.ok) throw new Error(`token does not resolve: ${result.failure}`);
  return t.database.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', result.auth.sessionId)
    .executeTakeFirstOrThrow();
}

describe('activation code (no suffix)', () => {
  it('activates the account, ends the registration token and answers a signed-in one', async () => {
    const first = await signIn(t, DEMO.jo);
    expect(first.activated).toBe(AccountActivated.NotActivated);

    const sent = await generate(t, 'registration', first.token);
    expect(sent.statusCode).toBe(200);
    // Jo has a mobile and an e-mail address: the activation code goes to both.
    expect(sent.json()).toEqual({ SMS: true, Email: true });
    const code = await latestCodeFor(t, JO_MOBILE);
    expect(await latestCodeFor(t, DEMO.jo)).toBe(code);

    const response = await validate(t, 'registration', first.token, code);
    expect(response.statusCode).toBe(200);
    const { AccessToken } = response.json() as { AccessToken: string };
    expect(await tokenState(t, AccessToken)).toBe('signedIn');
    expect(await tokenState(t, first.token)).toBe('revoked');

    const account = await accountOf(t, DEMO.jo);
    expect(account.activated).toBe(1);
    expect(account.activated_at).toBe(t.clock.current.toISOString());

    // Signing in again no longer leads to activation.
    const again = await signIn(t, DEMO.jo);
    expect(again.activated).not.toBe(AccountActivated.NotActivated);
  });
});

describe('sign-in verification code (forlogin)', () => {
  it('remembers the device for 30 days and answers a signed-in token keeping "Remember me"', async () => {
    const pending = await signIn(t, DEMO.alex, { deviceIdentifier: 'alex-new-tablet', rememberMe: true });
    expect(pending.activated).toBe(AccountActivated.NeedsVerification);

    const sent = await generate(t, 'login', pending.token);
    expect(sent.json()).toEqual({ SMS: true, Email: true });
    const code = await latestCodeFor(t, ALEX_MOBILE);

    const response = await validate(t, 'login', pending.token, code);
    expect(response.statusCode).toBe(200);
    const { AccessToken } = response.json() as { AccessToken: string };
    expect(await tokenState(t, AccessToken)).toBe('signedIn');
    expect(await tokenState(t, pending.token)).toBe('revoked');
    expect((await sessionOf(AccessToken)).remember_me).toBe(1);

    const account = await accountOf(t, DEMO.alex);
    const device = await t.database.db
      .selectFrom('devices')
      .selectAll()
      .where('account_id', '=', account.id)
      .where('device_hash', '=', sha256('alex-new-tablet'))
      .executeTakeFirstOrThrow();
    expect(device.verified_at).toBe(t.clock.current.toISOString());
    expect(Date.parse(device.expires_at) - Date.parse(device.verified_at)).toBe(
      VERIFIED_DEVICE_DAYS * 86_400_000,
    );

    // The same browser signs in straight to the claims next time.
    const next = await signIn(t, DEMO.alex, { deviceIdentifier: 'alex-new-tablet' });
    expect(next.activated).toBe(AccountActivated.SignedIn);
  });

  it('answers only the e-mail channel for Sam, who has no mobile', async () => {
    const pending = await signIn(t, DEMO.sam);
    const sent = await generate(t, 'login', pending.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ SMS: false, Email: true });
    const code = await latestCodeFor(t, DEMO.sam);
    expect((await validate(t, 'login', pending.token, code)).statusCode).toBe(200);
  });
});

describe('account-edit code (whileloggedin)', () => {
  it('answers a secure-update token for the code type, tied to the signed-in session', async () => {
    const { token, sessionId } = await signedInSession(t, DEMO.alex);
    const sent = await generate(t, 'edit', token, 2);
    // Bank codes go to the mobile when there is one.
    expect(sent.json()).toEqual({ SMS: true, Email: false });
    const code = await latestCodeFor(t, ALEX_MOBILE);

    const response = await validate(t, 'edit', token, code);
    expect(response.statusCode).toBe(200);
    const secure = (response.json() as { AccessToken: string }).AccessToken;
    const row = await sessionOf(secure);
    expect(row).toMatchObject({ kind: 'secureUpdate', purpose: '2', parent_session_id: sessionId });
    expect(Date.parse(row.expires_at) - t.clock.current.getTime()).toBe(30 * 60_000);
    // The signed-in session goes on; signing it out ends the secure token too.
    expect(await tokenState(t, token)).toBe('signedIn');
    await t.app.sessions.revoke(sessionId);
    expect(await tokenState(t, secure)).toBe('revoked');
  });

  it('sends a mobile-change code to the e-mail and an e-mail-change code to the mobile', async () => {
    const { token } = await signedInSession(t, DEMO.alex);
    expect((await generate(t, 'edit', token, 0)).json()).toEqual({ SMS: false, Email: true });
    const mobileCode = await latestCodeFor(t, DEMO.alex);
    const mobile = await validate(t, 'edit', token, mobileCode);
    expect((await sessionOf((mobile.json() as { AccessToken: string }).AccessToken)).purpose).toBe('0');

    expect((await generate(t, 'edit', token, 1)).json()).toEqual({ SMS: true, Email: false });
    const emailCode = await latestCodeFor(t, ALEX_MOBILE);
    const email = await validate(t, 'edit', token, emailCode);
    expect((await sessionOf((email.json() as { AccessToken: string }).AccessToken)).purpose).toBe('1');
  });

  it('sends a bank code to the e-mail when there is no mobile', async () => {
    const { token } = await signedInSession(t, DEMO.sam);
    expect((await generate(t, 'edit', token, 2)).json()).toEqual({ SMS: false, Email: true });
  });

  it('answers 86 for an e-mail change when there is no mobile to confirm it', async () => {
    const { token } = await signedInSession(t, DEMO.sam);
    const response = await generate(t, 'edit', token, 1);
    expect(response.statusCode).toBe(225);
    expect(errorNumber(response)).toBe(serverErrors.noContactMethod.Number);
  });
});

describe('expiresecuritycode', () => {
  it.each(['registration', 'login', 'edit'] as const)(
    'expires the live %s code and answers true',
    async (family) => {
      const token =
        family === 'registration'
          ? (
              await t.createSession({
                kind: 'registration',
                accountId: (await accountOf(t, DEMO.alex)).id,
                claimantId: (await accountOf(t, DEMO.alex)).claimant_id,
              })
            ).token
          : family === 'login'
            ? (await signIn(t, DEMO.alex)).token
            : (await signedInSession(t, DEMO.alex)).token;
      await generate(t, family, token, 2);
      const code = await latestCodeFor(t, ALEX_MOBILE);
      const expired = await post(t, paths[family].expire, { AccessToken: token, CodeType: 2 });
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toBe(true);
      expect(errorNumber(await validate(t, family, token, code))).toBe(serverErrors.codeExpired.Number);
    },
  );

  it('expires every account-edit code when no CodeType is given', async () => {
    const { token } = await signedInSession(t, DEMO.alex);
    await generate(t, 'edit', token, 0);
    const code = await latestCodeFor(t, DEMO.alex);
    expect((await post(t, paths.edit.expire, { AccessToken: token })).json()).toBe(true);
    expect(errorNumber(await validate(t, 'edit', token, code))).toBe(50);
  });
});
