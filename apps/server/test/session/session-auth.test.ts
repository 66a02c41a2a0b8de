import { endpoints, isExpiredTokenNumber, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { hashSessionToken } from '../../src/modules/session/session-token.js';
import { accountByUsername, insertPerson } from '../sign-in/sign-in-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
});

const getAccount = (token: string) => postJson(t.app, endpoints.getAccount.path, { AccessToken: token });
const errorNumber = (response: { json(): unknown }) => (response.json() as { Number: number }[])[0]?.Number;

async function createClaim(): Promise<string> {
  const id = newId();
  await t.database.db
    .insertInto('claims')
    .values({
      id,
      number: `12/${String(Math.floor(Math.random() * 90_000) + 10_000)}`,
      accident_date: '2025-03-14',
      location: null,
      created_at: t.clock.current.toISOString(),
    })
    .execute();
  return id;
}

/** getaccount answers only for a session of a real account (issue 4), so these sessions have one. */
async function signedInTokenWithAccount(): Promise<string> {
  const person = await insertPerson(t, 'Session');
  const account = await accountByUsername(t, person.username);
  const { token } = await t.createSession({
    kind: 'signedIn',
    accountId: account.id,
    claimantId: account.claimant_id,
  });
  return token;
}

describe('access tokens', () => {
  it('answers an unknown token on getaccount with 225 and an expired-token number', async () => {
    for (const token of ['', 'not-a-token', 'A'.repeat(43)]) {
      const response = await getAccount(token);
      expect(response.statusCode).toBe(225);
      expect(isExpiredTokenNumber(errorNumber(response) ?? 0)).toBe(true);
      expect(errorNumber(response)).toBe(serverErrors.tokenUnknown.Number);
    }
  });

  it('answers a call without any AccessToken as an unknown token', async () => {
    const response = await postJson(t.app, endpoints.getAccount.path, {});
    expect(response.statusCode).toBe(225);
    expect(errorNumber(response)).toBe(18);
  });

  it('stores only the SHA-256 of a token, never the token', async () => {
    const { token, sessionId } = await t.createSession({ kind: 'signedIn' });
    const row = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.token_hash).toBe(hashSessionToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('accepts a valid signed-in token, reaching the handler', async () => {
    const token = await signedInTokenWithAccount();
    expect((await getAccount(token)).statusCode).toBe(200);
  });

  it('answers 22 once the idle timeout has passed without a call', async () => {
    const { token } = await t.createSession({ kind: 'signedIn' });
    t.clock.advanceMinutes(31);
    const response = await getAccount(token);
    expect(response.statusCode).toBe(225);
    expect(errorNumber(response)).toBe(22);
  });

  it('slides the idle timeout with each call', async () => {
    const token = await signedInTokenWithAccount();
    for (let i = 0; i < 4; i += 1) {
      t.clock.advanceMinutes(20);
      expect((await getAccount(token)).statusCode).toBe(200);
    }
  });

  it('writes last-seen at most once every 30 seconds', async () => {
    const { token, sessionId } = await t.createSession({ kind: 'signedIn' });
    const lastSeen = async () =>
      (
        await t.database.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const created = await lastSeen();
    t.clock.current = new Date(t.clock.current.getTime() + 10_000);
    await getAccount(token);
    expect(await lastSeen()).toBe(created);
    t.clock.current = new Date(t.clock.current.getTime() + 25_000);
    await getAccount(token);
    expect(await lastSeen()).toBe(t.clock.current.toISOString());
  });

  it('answers 24 past the absolute expiry even while active', async () => {
    const { token } = await t.createSession({ kind: 'signedIn' });
    for (let i = 0; i < 12 * 3; i += 1) {
      t.clock.advanceMinutes(20);
      await getAccount(token);
    }
    const response = await getAccount(token);
    expect(response.statusCode).toBe(225);
    expect(errorNumber(response)).toBe(24);
  });

  it('answers 28 for a revoked session', async () => {
    const { token, sessionId } = await t.createSession({ kind: 'signedIn' });
    await t.app.sessions.revoke(sessionId);
    const response = await getAccount(token);
    expect(response.statusCode).toBe(225);
    expect(errorNumber(response)).toBe(28);
  });

  it('answers 21 for a token of the wrong kind', async () => {
    for (const kind of ['registration', 'loginPending', 'resetPassword', 'survey', 'secureUpdate'] as const) {
      const { token } = await t.createSession({ kind });
      const response = await getAccount(token);
      expect(response.statusCode, kind).toBe(225);
      expect(errorNumber(response), kind).toBe(21);
    }
  });

  it('refuses a signed-in token where a registration token is needed', async () => {
    const { token } = await t.createSession({ kind: 'signedIn' });
    const response = await postJson(t.app, endpoints.generateSecurityCode.path, {
      AccessToken: token,
      CodeType: 0,
      DevType: 0,
    });
    expect(errorNumber(response)).toBe(21);
  });

  it('answers claimNotSelected on a claim call before a claim is selected, and lets it through after', async () => {
    const { token, sessionId } = await t.createSession({ kind: 'signedIn' });
    // A claim call; past the auth layer it answers on its own terms (here: no draft yet).
    const call = () => postJson(t.app, endpoints.getDraftReceipts.path, { AccessToken: token });
    expect(errorNumber(await call())).toBe(serverErrors.claimNotSelected.Number);
    await t.app.sessions.selectClaim(sessionId, await createClaim());
    // Past the claim check: this session names no claimant, so the draft call refuses on that.
    expect(errorNumber(await call())).toBe(serverErrors.tokenUnknown.Number);
  });

  it('accepts a secure-update token only while its parent session is valid', async () => {
    const parent = await t.createSession({ kind: 'signedIn' });
    const secure = await t.createSession({
      kind: 'secureUpdate',
      parentSessionId: parent.sessionId,
      purpose: '2',
      lifetimeMinutes: 15,
    });
    const update = () =>
      postJson(t.app, endpoints.updateBankAccountDetails.path, {
        AccessToken: secure.token,
        BankName: 'Bank',
        AccountName: 'A Person',
        Bsb: '063-000',
        AccountNumber: '123456',
      });
    // Past the auth layer (the handler refuses this claimant-less session on its own terms), not expired.
    expect(errorNumber(await update())).toBe(serverErrors.secureTokenRequired.Number);
    await t.app.sessions.revoke(parent.sessionId);
    const response = await update();
    expect(response.statusCode).toBe(225);
    expect(errorNumber(response)).toBe(28);
  });

  it('lets a public call through with a stale token', async () => {
    const { token, sessionId } = await t.createSession({ kind: 'signedIn' });
    await t.app.sessions.revoke(sessionId);
    const response = await postJson(t.app, endpoints.checkMaintenanceMessage.path, { AccessToken: token });
    expect(response.statusCode).toBe(200);
  });
});
