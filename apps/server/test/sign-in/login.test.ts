import { createHash } from 'node:crypto';
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  DEFAULT_IP,
  DEMO_PASSWORD,
  accountByUsername,
  auditActions,
  errorsOf,
  post,
  seedDemo,
  sessionRow,
  tokenState,
} from './sign-in-fixtures.js';

const login = endpoints.login.path;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const signInFailed = [
  { Number: serverErrors.signInFailed.Number, Message: serverErrors.signInFailed.Message },
];

async function rememberDevice(t: TestApp, username: string, identifier: string, verifiedDaysAgo: number) {
  const account = await accountByUsername(t, username);
  const verified = new Date(t.clock.now().getTime() - verifiedDaysAgo * 86_400_000);
  await t.database.db
    .insertInto('devices')
    .values({
      id: `device-${identifier}-${verifiedDaysAgo}`,
      account_id: account.id,
      device_hash: sha256(identifier),
      verified_at: verified.toISOString(),
      expires_at: new Date(verified.getTime() + 30 * 86_400_000).toISOString(),
    })
    .execute();
}

describe('login under the default policy (new-device)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t);
    await rememberDevice(t, 'alex@example.com', 'alex-laptop', 1);
    await rememberDevice(t, 'alex@example.com', 'alex-old-phone', 31);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom('rate_limits').execute();
  });

  it('answers 1 with a login token for an activated account on a browser never verified', async () => {
    const response = await post(t, login, { EmailAddress: 'alex@example.com', Password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { AccessToken: string; AccountActivated: number };
    expect(body.AccountActivated).toBe(1);
    expect(await tokenState(t, body.AccessToken)).toBe('loginPending');
  });

  it('answers 2 with a signed-in token on a device verified within 30 days', async () => {
    const response = await post(t, login, {
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
      DeviceIdentifier: 'alex-laptop',
    });
    const body = response.json() as { AccessToken: string; AccountActivated: number };
    expect(body.AccountActivated).toBe(2);
    expect(await tokenState(t, body.AccessToken)).toBe('signedIn');
  });

  it('asks again for verification on a device verified more than 30 days ago, or another account’s device', async () => {
    const old = await post(t, login, {
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
      DeviceIdentifier: 'alex-old-phone',
    });
    expect(old.json()).toMatchObject({ AccountActivated: 1 });
    const otherAccount = await post(t, login, {
      EmailAddress: 'sam@example.com',
      Password: DEMO_PASSWORD,
      DeviceIdentifier: 'alex-laptop',
    });
    expect(otherAccount.json()).toMatchObject({ AccountActivated: 1 });
  });

  it('answers 0 with a registration token when the account is not activated', async () => {
    const response = await post(t, login, {
      EmailAddress: 'jo@example.com',
      Password: DEMO_PASSWORD,
      DeviceIdentifier: 'jo-phone',
    });
    const body = response.json() as { AccessToken: string; AccountActivated: number };
    expect(body.AccountActivated).toBe(0);
    expect(await tokenState(t, body.AccessToken)).toBe('registration');
  });

  it('reads the username without case or spaces', async () => {
    const response = await post(t, login, { EmailAddress: ' Alex@Example.COM ', Password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('stores Remember me and only a hash of the device identifier on the session', async () => {
    const response = await post(t, login, {
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
      RememberMe: true,
      DeviceType: 1,
      DeviceIdentifier: 'alex-tablet',
    });
    const row = await sessionRow(t, (response.json() as { AccessToken: string }).AccessToken);
    expect(row.remember_me).toBe(1);
    expect(row.device_id).toBe(sha256('alex-tablet'));
    expect(row.client_ip).toBe(DEFAULT_IP);
    const plain = await post(t, login, { EmailAddress: 'alex@example.com', Password: DEMO_PASSWORD });
    expect((await sessionRow(t, (plain.json() as { AccessToken: string }).AccessToken)).remember_me).toBe(0);
  });

  it('ends the session whose token came with the sign-in', async () => {
    const first = await post(t, login, { EmailAddress: 'alex@example.com', Password: DEMO_PASSWORD });
    const firstToken = (first.json() as { AccessToken: string }).AccessToken;
    const second = await post(t, login, {
      AccessToken: firstToken,
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
    });
    expect(second.statusCode).toBe(200);
    expect(await tokenState(t, firstToken)).toBe('revoked');
  });

  it('answers 225 signInFailed for a wrong password and, identically, for an unknown username', async () => {
    const wrong = await post(t, login, { EmailAddress: 'alex@example.com', Password: 'Wrong-pass-1' });
    const unknown = await post(t, login, { EmailAddress: 'nobody@example.com', Password: 'Wrong-pass-1' });
    const malformed = await post(t, login, { EmailAddress: 'not an e-mail', Password: 'x' });
    for (const response of [wrong, unknown, malformed]) {
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response)).toEqual(signInFailed);
    }
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('counts failed sign-ins on the account and clears the count on success', async () => {
    await post(t, login, { EmailAddress: 'sam@example.com', Password: 'Wrong-pass-1' });
    await post(t, login, { EmailAddress: 'sam@example.com', Password: 'Wrong-pass-2' });
    expect((await accountByUsername(t, 'sam@example.com')).failed_sign_ins).toBe(2);
    await post(t, login, { EmailAddress: 'sam@example.com', Password: DEMO_PASSWORD });
    expect((await accountByUsername(t, 'sam@example.com')).failed_sign_ins).toBe(0);
  });

  it('audits successes and failures with address, device and reason, never the password', async () => {
    await post(t, login, {
      EmailAddress: 'sam@example.com',
      Password: 'Secret-wrong-9',
      DeviceType: 2,
      DeviceIdentifier: 'sam-phone',
    });
    await post(t, login, { EmailAddress: 'ghost@example.com', Password: 'Secret-wrong-9' });
    await post(t, login, {
      EmailAddress: 'sam@example.com',
      Password: DEMO_PASSWORD,
      DeviceIdentifier: 'sam-phone',
    });
    const failed = await auditActions(t, 'signIn.failed');
    const succeeded = await auditActions(t, 'signIn.succeeded');
    const reasons = failed.map((row) => (JSON.parse(row.details ?? '{}') as { reason?: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(['wrongPassword', 'unknownUsername']));
    const samFailure = failed.find((row) => row.device?.startsWith('type=2'));
    expect(samFailure).toMatchObject({ client_ip: DEFAULT_IP, device: `type=2 id=${sha256('sam-phone')}` });
    expect(succeeded.find((row) => row.device === `type=0 id=${sha256('sam-phone')}`)).toMatchObject({
      client_ip: DEFAULT_IP,
      details: expect.stringContaining('"accountActivated":1'),
    });
    const all = JSON.stringify(await t.database.db.selectFrom('audit_log').selectAll().execute());
    expect(all).not.toContain('Secret-wrong-9');
    expect(all).not.toContain(DEMO_PASSWORD);
  });
});

describe('login under SIGNIN_VERIFICATION=always', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'always' } });
    await seedDemo(t);
    await rememberDevice(t, 'alex@example.com', 'alex-laptop', 1);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 1 even on a verified device, and still 0 for an account not activated', async () => {
    const alex = await post(t, login, {
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
      DeviceIdentifier: 'alex-laptop',
    });
    expect(alex.json()).toMatchObject({ AccountActivated: 1 });
    const jo = await post(t, login, { EmailAddress: 'jo@example.com', Password: DEMO_PASSWORD });
    expect(jo.json()).toMatchObject({ AccountActivated: 0 });
  });
});

describe('login under SIGNIN_VERIFICATION=never', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
    await seedDemo(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 2 with a signed-in token without any device, and still 0 for an account not activated', async () => {
    const alex = await post(t, login, { EmailAddress: 'alex@example.com', Password: DEMO_PASSWORD });
    const body = alex.json() as { AccessToken: string; AccountActivated: number };
    expect(body.AccountActivated).toBe(2);
    expect(await tokenState(t, body.AccessToken)).toBe('signedIn');
    const jo = await post(t, login, { EmailAddress: 'jo@example.com', Password: DEMO_PASSWORD });
    expect(jo.json()).toMatchObject({ AccountActivated: 0 });
  });
});
