// Every answer to a call made with a valid token says how long its session has left (issue 30 item 1):
// the browser warns before the server's real limits, whatever SESSION_IDLE_MINUTES says.
import { SESSION_TIME_LEFT_HEADER, endpoints, parseSessionTimeLeft } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountByUsername, insertPerson } from '../sign-in/sign-in-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '2', SESSION_ABSOLUTE_HOURS: '1' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
});

async function signedInToken(): Promise<string> {
  const person = await insertPerson(t, 'TimeLeft');
  const account = await accountByUsername(t, person.username);
  const { token } = await t.createSession({
    kind: 'signedIn',
    accountId: account.id,
    claimantId: account.claimant_id,
  });
  return token;
}

const timeLeftOf = (response: { headers: Record<string, unknown> }) =>
  parseSessionTimeLeft(response.headers[SESSION_TIME_LEFT_HEADER] as string | undefined);

describe('the session-time-left header', () => {
  it('gives the configured idle limit and the absolute time left on a signed-in answer', async () => {
    const token = await signedInToken();
    t.clock.current = new Date('2026-03-01T00:00:20.000Z');
    const response = await postJson(t.app, endpoints.getAccount.path, { AccessToken: token });
    expect(response.statusCode).toBe(200);
    // The session was created at 00:00:00 and is not written again within 30 s: the idle timeout
    // still runs from then (100 s left, not 120), and the hour from creation has 3580 s left.
    expect(timeLeftOf(response)).toEqual({ idleSeconds: 100, absoluteSeconds: 3580, idleLimitSeconds: 120 });
  });

  it('counts the idle time again from a call that recorded activity', async () => {
    const token = await signedInToken();
    t.clock.current = new Date('2026-03-01T00:01:30.000Z');
    const response = await postJson(t.app, endpoints.getAccount.path, { AccessToken: token });
    expect(timeLeftOf(response)).toEqual({ idleSeconds: 120, absoluteSeconds: 3510, idleLimitSeconds: 120 });
  });

  it('is on a business error made with a valid token too, and on no answer without one', async () => {
    const token = await signedInToken();
    const refused = await postJson(t.app, endpoints.selectClaim.path, {
      AccessToken: token,
      Number: '99/99999',
    });
    expect(refused.statusCode).toBe(225);
    expect(timeLeftOf(refused)?.idleLimitSeconds).toBe(120);
    const anonymous = await postJson(t.app, endpoints.getAccount.path, { AccessToken: '' });
    expect(anonymous.headers[SESSION_TIME_LEFT_HEADER]).toBeUndefined();
    const expired = await postJson(t.app, endpoints.getAccount.path, { AccessToken: 'A'.repeat(43) });
    expect(expired.headers[SESSION_TIME_LEFT_HEADER]).toBeUndefined();
  });
});
