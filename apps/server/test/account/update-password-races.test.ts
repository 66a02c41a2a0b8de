import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { outboxSince, passwordChangedNotice, readOutbox } from '../access-code/access-code-fixtures.js';
import { accountByUsername, errorNumber, insertPerson, post } from '../sign-in/sign-in-fixtures.js';
import { signIn } from './account-fixtures.js';

/** updatepassword's current-password throttle under parallel calls (issue 10 item 1) and its notice. */

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

const { attemptsThrottled, currentPasswordWrong } = serverErrors;
const LIMIT = 5;
const NEW_PASSWORD = 'Harbour-Lamp-42';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limits').execute();
});

const change = (token: string, oldPassword: string) =>
  post(t, endpoints.updatePassword.path, {
    AccessToken: token,
    OldPassword: oldPassword,
    NewPassword: NEW_PASSWORD,
    ReEnterPassword: NEW_PASSWORD,
  });

describe('updatepassword under parallel calls', () => {
  it('checks only 5 of 20 parallel current passwords, so the right one sent 12th changes nothing', async () => {
    const person = await insertPerson(t, 'Shared');
    const token = await signIn(t, person.username, person.password);
    const hashBefore = (await accountByUsername(t, person.username)).password_hash;
    argon2.verifications = 0;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(token, i === 11 ? person.password : `Guess-pass-${i}`)),
    );
    const numbers = responses.map((r) => (r.statusCode === 200 ? 200 : errorNumber(r)));
    expect(argon2.verifications).toBe(LIMIT);
    expect(numbers[11]).toBe(attemptsThrottled.Number);
    expect(numbers.filter((n) => n === currentPasswordWrong.Number)).toHaveLength(LIMIT);
    expect(numbers.filter((n) => n === attemptsThrottled.Number)).toHaveLength(20 - LIMIT);
    expect((await accountByUsername(t, person.username)).password_hash).toBe(hashBefore);
    const [counter] = await t.database.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', 'like', 'passwordChange:account:%')
      .execute();
    expect(counter?.count).toBe(LIMIT);
  });
});

describe('the password-changed notice', () => {
  it('goes to the registered mobile and e-mail after a change, and not after a refused one', async () => {
    const person = await insertPerson(t, 'Changer');
    const token = await signIn(t, person.username, person.password);
    const before = (await readOutbox(t)).length;
    expect(errorNumber(await change(token, 'Not-the-password-1'))).toBe(currentPasswordWrong.Number);
    expect(await outboxSince(t, before)).toEqual([]);

    expect((await change(token, person.password)).statusCode).toBe(200);
    const notices = (await outboxSince(t, before)).filter((m) => m.Body === passwordChangedNotice(t));
    expect(notices.map((m) => m.To).sort()).toEqual([person.identity.MobileNumber, person.username].sort());
  });
});
