import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { DEMO_PASSWORD, auditActions, errorsOf, errorNumber, post, seedDemo } from './sign-in-fixtures.js';

const login = endpoints.login.path;
const throttled = [
  { Number: serverErrors.signInThrottled.Number, Message: serverErrors.signInThrottled.Message },
];
const failed = serverErrors.signInFailed.Number;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limits').execute();
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
});

const attempt = (email: string, password: string, ip: string) =>
  post(t, login, { EmailAddress: email, Password: password }, ip);

describe('sign-in throttling per account', () => {
  it('refuses the eleventh attempt in 15 minutes, even with the right password, and answers the same for an unknown account', async () => {
    for (const email of ['alex@example.com', 'nobody-here@example.com']) {
      for (let i = 0; i < 10; i += 1) {
        // Spread over addresses so only the account's counter can trip.
        expect(errorNumber(await attempt(email, `Wrong-pass-${i}`, `198.51.100.${i + 1}`))).toBe(failed);
      }
      const next = await attempt(
        email,
        email.startsWith('alex') ? DEMO_PASSWORD : 'Wrong-pass-x',
        '198.51.100.99',
      );
      expect(next.statusCode).toBe(225);
      expect(errorsOf(next)).toEqual(throttled);
    }
  });

  it('lets the account sign in again once the window has passed', async () => {
    for (let i = 0; i < 10; i += 1)
      await attempt('sam@example.com', `Wrong-pass-${i}`, `198.51.100.${i + 1}`);
    expect(errorsOf(await attempt('sam@example.com', DEMO_PASSWORD, '198.51.100.50'))).toEqual(throttled);
    t.clock.advanceMinutes(15);
    expect((await attempt('sam@example.com', DEMO_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
  });

  it('resets the account’s failure count on a successful sign-in', async () => {
    for (let i = 0; i < 9; i += 1) await attempt('alex@example.com', `Wrong-pass-${i}`, '198.51.100.7');
    expect((await attempt('alex@example.com', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await attempt('alex@example.com', `Wrong-pass-${i}`, '198.51.100.7');
    expect((await attempt('alex@example.com', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('audits a throttled attempt with its address', async () => {
    for (let i = 0; i < 11; i += 1) await attempt('jo@example.com', `Wrong-pass-${i}`, '198.51.100.8');
    const rows = await auditActions(t, 'signIn.throttled');
    expect(
      rows.some((row) => row.client_ip === '198.51.100.8' && row.details?.includes('jo@example.com')),
    ).toBe(true);
  });
});

describe('sign-in throttling per client address', () => {
  it('refuses an address after 50 failures in 15 minutes, for known and unknown accounts alike, and not other addresses', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 50; i += 1) {
      expect(errorNumber(await attempt(`visitor${i}@example.com`, 'Wrong-pass-1', ip))).toBe(failed);
    }
    const known = await attempt('alex@example.com', DEMO_PASSWORD, ip);
    const unknown = await attempt('someone-new@example.com', 'Wrong-pass-1', ip);
    expect(errorsOf(known)).toEqual(throttled);
    expect(errorsOf(unknown)).toEqual(throttled);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, '192.0.2.78')).statusCode).toBe(200);
  });
});
