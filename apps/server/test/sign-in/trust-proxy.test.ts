import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { DEMO_PASSWORD, auditActions, errorNumber, seedDemo } from './sign-in-fixtures.js';

/**
 * Issue 29 item 2: behind a load balancer every request comes from the balancer's address. With
 * TRUST_PROXY naming it, the per-address sign-in limit and the audit trail use the client's address
 * from X-Forwarded-For; without it, that header changes nothing.
 */

const BALANCER = '10.0.0.5';
const ADDRESS_LIMIT = 50;
const failed = serverErrors.signInFailed.Number;
const throttled = serverErrors.signInThrottled.Number;

/** A sign-in attempt from `socket`, with the headers a proxy (or a liar) adds. */
const attempt = (t: TestApp, email: string, password: string, socket: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: endpoints.login.path,
    payload: JSON.stringify({ EmailAddress: email, Password: password }),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'vitest',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    remoteAddress: socket,
  });

/** Failed sign-ins, each for its own unknown account so that only the address counter can trip. */
async function failSignIns(t: TestApp, count: number, socket: string, forwardedFor: (i: number) => string) {
  for (let i = 0; i < count; i += 1) {
    const response = await attempt(t, `stranger${i}@example.com`, 'Wrong-pass-1', socket, forwardedFor(i));
    expect(errorNumber(response)).toBe(failed);
  }
}

describe('with TRUST_PROXY naming the load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: `${BALANCER},10.1.0.0/16` } });
    await seedDemo(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('throttles failed sign-ins per forwarded client, so one client does not lock out the others', async () => {
    const noisy = '198.51.100.20';
    await failSignIns(t, ADDRESS_LIMIT, BALANCER, () => noisy);
    expect(errorNumber(await attempt(t, 'stranger@example.com', 'Wrong-pass-1', BALANCER, noisy))).toBe(
      throttled,
    );
    // Another claimant behind the same balancer signs in.
    const other = await attempt(t, 'alex@example.com', DEMO_PASSWORD, BALANCER, '198.51.100.21');
    expect(other.statusCode).toBe(200);
    // A chain of trusted proxies (the balancer behind another in 10.1/16) still names the client.
    const chained = await attempt(t, 'sam@example.com', DEMO_PASSWORD, BALANCER, '198.51.100.22, 10.1.2.3');
    expect(chained.statusCode).toBe(200);

    const failures = await auditActions(t, 'signIn.failed');
    expect(failures.length).toBeGreaterThanOrEqual(ADDRESS_LIMIT);
    expect(new Set(failures.map((row) => row.client_ip))).toEqual(new Set([noisy]));
    const successes = await auditActions(t, 'signIn.succeeded');
    expect(successes.map((row) => row.client_ip)).toEqual(['198.51.100.21', '198.51.100.22']);
  });

  it('ignores X-Forwarded-For from an address it does not trust', async () => {
    const direct = await attempt(t, 'nobody@example.com', 'Wrong-pass-1', '203.0.113.9', '192.0.2.99');
    expect(errorNumber(direct)).toBe(failed);
    const rows = await auditActions(t, 'signIn.failed');
    expect(rows.at(-1)?.client_ip).toBe('203.0.113.9');
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the address the nearest proxy adds, not one the client wrote before it', async () => {
    await attempt(t, 'nobody@example.com', 'Wrong-pass-1', BALANCER, '192.0.2.1, 198.51.100.30');
    const rows = await auditActions(t, 'signIn.failed');
    expect(rows.map((row) => row.client_ip)).toEqual(['198.51.100.30']);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts by the socket’s address, so a spoofed X-Forwarded-For neither escapes the limit nor reaches the audit', async () => {
    const socket = '192.0.2.77';
    await failSignIns(t, ADDRESS_LIMIT, socket, (i) => `198.51.100.${i + 1}`);
    const next = await attempt(t, 'alex@example.com', DEMO_PASSWORD, socket, '198.51.100.200');
    expect(errorNumber(next)).toBe(throttled);

    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['client_ip', 'details'])
      .where('action', 'like', 'signIn.%')
      .execute();
    expect(rows.length).toBeGreaterThan(ADDRESS_LIMIT);
    expect(new Set(rows.map((row) => row.client_ip))).toEqual(new Set([socket]));
    expect(rows.some((row) => row.details?.includes('198.51.100.'))).toBe(false);
  });
});
