import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  DEFAULT_IP,
  DEMO_PASSWORD,
  accountByUsername,
  auditActions,
  post,
  seedDemo,
  tokenState,
} from './sign-in-fixtures.js';

const logout = endpoints.logout.path;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
  await seedDemo(t);
});
afterAll(async () => {
  await t.close();
});

describe('logout', () => {
  it('revokes the signed-in session and the secure-update tokens issued under it', async () => {
    const signIn = await post(t, endpoints.login.path, {
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
    });
    const { AccessToken } = signIn.json() as { AccessToken: string };
    const parent = await t.app.sessions.resolve(AccessToken);
    if (!parent.ok) throw new Error('sign-in token does not resolve');
    const secure = await t.createSession({
      kind: 'secureUpdate',
      accountId: parent.auth.accountId,
      claimantId: parent.auth.claimantId,
      parentSessionId: parent.auth.sessionId,
      purpose: '2',
    });
    const response = await post(t, logout, { AccessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect(await tokenState(t, AccessToken)).toBe('revoked');
    expect(await tokenState(t, secure.token)).toBe('revoked');
    const getAccount = await post(t, endpoints.getAccount.path, { AccessToken });
    expect(getAccount.statusCode).toBe(225);
    expect((getAccount.json() as { Number: number }[])[0]?.Number).toBe(28);
  });

  it('accepts a token of any kind and revokes it', async () => {
    for (const kind of ['registration', 'loginPending', 'resetPassword', 'secureUpdate'] as const) {
      const { token } = await t.createSession({ kind });
      const response = await post(t, logout, { AccessToken: token });
      expect(response.json(), kind).toBe(true);
      expect(await tokenState(t, token), kind).toBe('revoked');
    }
  });

  it('answers true for an unknown, empty or missing token', async () => {
    for (const body of [{ AccessToken: 'A'.repeat(43) }, { AccessToken: '' }, {}]) {
      const response = await post(t, logout, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
    }
  });

  it('ends only the caller’s session, never another claimant’s', async () => {
    const alex = await post(t, endpoints.login.path, {
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
    });
    const sam = await post(t, endpoints.login.path, {
      EmailAddress: 'sam@example.com',
      Password: DEMO_PASSWORD,
    });
    await post(t, logout, { AccessToken: (alex.json() as { AccessToken: string }).AccessToken });
    expect(await tokenState(t, (sam.json() as { AccessToken: string }).AccessToken)).toBe('signedIn');
  });

  it('audits the sign-out with the client address', async () => {
    const sam = await accountByUsername(t, 'sam@example.com');
    const { token } = await t.createSession({
      kind: 'signedIn',
      accountId: sam.id,
      claimantId: sam.claimant_id,
    });
    await post(t, logout, { AccessToken: token });
    const rows = await auditActions(t, 'signOut');
    expect(rows.some((row) => row.actor_id === sam.id && row.client_ip === DEFAULT_IP)).toBe(true);
  });
});
