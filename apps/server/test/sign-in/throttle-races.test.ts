import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { accountByUsername, errorNumber, insertPerson, post } from './sign-in-fixtures.js';

// Every argon2 verification is counted: the throttle must hold BEFORE the password check (issue 10
// item 1), so the count is what a burst of parallel sign-ins actually cost.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2.verifications += 1;
      return actual.verify(...args);
    },
  };
});

const { signInFailed, signInThrottled } = serverErrors;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limits').execute();
  argon2.verifications = 0;
});

const attempt = (email: string, password: string, ip: string) =>
  post(t, endpoints.login.path, { EmailAddress: email, Password: password }, ip);

/** The current window's count of a throttle counter, by rule prefix and subject. */
async function counter(prefix: string, subject: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('rate_limits')
    .select(['key', 'count'])
    .where('key', 'like', `${prefix}${subject}@%`)
    .execute();
  return rows.reduce((sum, row) => sum + row.count, 0);
}

const tally = (responses: { statusCode: number; body: string }[]) => {
  const numbers = responses.map((r) => (r.statusCode === 200 ? 200 : errorNumber(r as never)));
  return {
    ok: numbers.filter((n) => n === 200).length,
    failed: numbers.filter((n) => n === signInFailed.Number).length,
    throttled: numbers.filter((n) => n === signInThrottled.Number).length,
  };
};

describe('sign-in throttling under parallel attempts', () => {
  it('lets only 10 of 100 parallel wrong passwords for one account reach the password check, and counts exactly 10', async () => {
    const person = await insertPerson(t, 'Burst');
    const ip = '198.51.100.201';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(person.username, `Wrong-pass-${i}`, ip)),
    );
    expect(tally(responses)).toEqual({ ok: 0, failed: 10, throttled: 90 });
    expect(argon2.verifications).toBe(10);
    expect(await counter('signIn:account:', person.username)).toBe(10);
    // Refused attempts cost the address nothing: only the 10 checks that ran are counted.
    expect(await counter('signIn:address:', ip)).toBe(10);
    expect((await accountByUsername(t, person.username)).failed_sign_ins).toBe(10);
  });

  it('does not sign in the right password sent 60th of 80 parallel attempts', async () => {
    const person = await insertPerson(t, 'Late');
    const ip = '198.51.100.202';
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        attempt(person.username, i === 59 ? person.password : `Wrong-pass-${i}`, ip),
      ),
    );
    expect(errorNumber(responses[59]!)).toBe(signInThrottled.Number);
    expect(tally(responses)).toEqual({ ok: 0, failed: 10, throttled: 70 });
    expect(argon2.verifications).toBe(10);
    const account = await accountByUsername(t, person.username);
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('account_id', '=', account.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('lets only 50 of 100 parallel attempts from one address reach the password check, over many usernames', async () => {
    const ip = '198.51.100.203';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(`sprayed${i}@example.com`, 'Wrong-pass-1', ip)),
    );
    expect(tally(responses)).toEqual({ ok: 0, failed: 50, throttled: 50 });
    expect(argon2.verifications).toBe(50);
    expect(await counter('signIn:address:', ip)).toBe(50);
  });

  it('hands a successful sign-in’s unit back to the address and clears the username’s count', async () => {
    const person = await insertPerson(t, 'Shared');
    const ip = '198.51.100.204';
    expect(errorNumber(await attempt(person.username, 'Wrong-pass-1', ip))).toBe(signInFailed.Number);
    expect((await attempt(person.username, person.password, ip)).statusCode).toBe(200);
    expect(await counter('signIn:address:', ip)).toBe(1);
    expect(await counter('signIn:account:', person.username)).toBe(0);
  });
});
