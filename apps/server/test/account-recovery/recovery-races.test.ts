import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  generate,
  latestCodeFor,
  outboxSince,
  passwordChangedNotice,
  readOutbox,
  validate,
} from '../access-code/access-code-fixtures.js';
import {
  accountByUsername,
  auditActions,
  errorNumber,
  insertPerson,
  post,
  tokenState,
} from '../sign-in/sign-in-fixtures.js';

/** Recovery throttles and the single-use reset token under parallel calls (issue 10 item 1). */

// Every argon2 hash is counted: only one of several parallel resets with one token may set a password.
const argon2 = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    hash: (...args: Parameters<typeof actual.hash>) => {
      argon2.hashes += 1;
      return actual.hash(...args);
    },
  };
});

const { attemptsThrottled, informationNotFound, sessionEnded } = serverErrors;
const RECOVERY_LIMIT = 20;
const NEW_PASSWORD = 'Harbour-View-8';

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

const numbersOf = (responses: { statusCode: number; body: string }[]) =>
  responses.map((r) => (r.statusCode === 200 ? 200 : errorNumber(r as never)));
const count = (numbers: (number | undefined)[], wanted: number) => numbers.filter((n) => n === wanted).length;

async function recoveryCounter(ip: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', 'like', `recovery:address:${ip}@%`)
    .execute();
  return rows.reduce((sum, row) => sum + row.count, 0);
}

describe.each([
  ['forgotpassword', endpoints.forgotPassword.path, 'passwordReset.notFound'],
  ['retrieveusername', endpoints.retrieveUsername.path, 'username.notFound'],
])('%s under parallel guesses', (_name, path, missAudit) => {
  it('looks up only 20 of 50 parallel guesses from one address and counts exactly 20', async () => {
    const person = await insertPerson(t, 'Guess');
    const ip = `198.51.100.${path.length}`;
    const before = (await auditActions(t, missAudit)).length;
    const numbers = numbersOf(
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(t, path, { ...person.identity, ClaimNumber: `12/${String(20_000 + i)}` }, ip),
        ),
      ),
    );
    expect(count(numbers, informationNotFound.Number)).toBe(RECOVERY_LIMIT);
    expect(count(numbers, attemptsThrottled.Number)).toBe(50 - RECOVERY_LIMIT);
    expect((await auditActions(t, missAudit)).length - before).toBe(RECOVERY_LIMIT);
    expect(await recoveryCounter(ip)).toBe(RECOVERY_LIMIT);
  });

  it('refuses the right details sent 40th of 50 parallel requests', async () => {
    const person = await insertPerson(t, 'Lucky');
    const ip = `198.51.101.${path.length}`;
    const numbers = numbersOf(
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(
            t,
            path,
            i === 39 ? person.identity : { ...person.identity, ClaimNumber: `13/${String(20_000 + i)}` },
            ip,
          ),
        ),
      ),
    );
    expect(numbers[39]).toBe(attemptsThrottled.Number);
    expect(count(numbers, 200)).toBe(0);
  });

  it('does not count a lookup that matches', async () => {
    const person = await insertPerson(t, 'Match');
    const ip = `198.51.102.${path.length}`;
    expect((await post(t, path, person.identity, ip)).statusCode).toBe(200);
    expect(await recoveryCounter(ip)).toBe(0);
  });
});

describe('resetPassword under parallel calls with one token', () => {
  it('keeps one new password, answers one session, and refuses the rest as signed out', async () => {
    const person = await insertPerson(t, 'Twice');
    const forgot = await post(t, endpoints.forgotPassword.path, person.identity);
    const { ResetPasswordToken: token } = forgot.json() as { ResetPasswordToken: string };
    argon2.hashes = 0;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(t, endpoints.resetPassword.path, {
          AccessToken: token,
          NewPassword: NEW_PASSWORD,
          ReEnterPassword: NEW_PASSWORD,
        }),
      ),
    );
    const numbers = numbersOf(responses);
    expect(count(numbers, 200)).toBe(1);
    expect(count(numbers, sessionEnded.Number)).toBe(7);
    expect(argon2.hashes).toBe(1);
    // The new password waits for the activation code (issue 29 item 3).
    const winner = responses.find((r) => r.statusCode === 200)!;
    const { AccessToken: registration } = winner.json() as { AccessToken: string };
    expect(await tokenState(t, registration)).toBe('registration');
    const account = await accountByUsername(t, person.username);
    const pending = await t.database.db
      .selectFrom('password_resets')
      .select('session_id')
      .where('account_id', '=', account.id)
      .execute();
    expect(pending).toHaveLength(1);

    expect((await generate(t, 'registration', registration)).statusCode).toBe(200);
    const code = await latestCodeFor(t, person.username);
    const outboxBefore = (await readOutbox(t)).length;
    expect((await validate(t, 'registration', registration, code)).statusCode).toBe(200);
    const live = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('account_id', '=', account.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    // One notice to each registered contact, not one per call.
    const notices = (await outboxSince(t, outboxBefore)).filter((m) => m.Body === passwordChangedNotice(t));
    expect(notices.map((m) => m.To).sort()).toEqual([person.identity.MobileNumber, person.username].sort());
  });
});
