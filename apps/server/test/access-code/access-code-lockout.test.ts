import {
  ACCESS_CODE_MAX_WRONG_TRIES,
  brandingValues,
  endpoints,
  formatMessage,
  messages,
  serverErrors,
} from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { type PersonFixture, insertPerson, post } from '../sign-in/sign-in-fixtures.js';
import {
  createCodeTestApp,
  errorNumber,
  generate,
  latestCodeFor,
  otherCode,
  outboxSince,
  readOutbox,
  validate,
} from './access-code-fixtures.js';

/**
 * Issue 29 item 4: 5 codes an hour and 3 tries each let a guesser try 15 codes an hour for ever. After
 * 10 wrong codes in 24 hours no code of the account is accepted, the right one included, until 24
 * hours have passed, and the claimant is told once on the contacts on record.
 */

// Every comparison of a typed code with the stored one is counted: a locked account compares none.
const secret = vi.hoisted(() => ({ comparisons: 0 }));
vi.mock('../../src/modules/access-code/access-code-secret.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/modules/access-code/access-code-secret.js')>();
  return {
    ...actual,
    isAccessCodeMatch: (...args: Parameters<typeof actual.isAccessCodeMatch>) => {
      secret.comparisons += 1;
      return actual.isAccessCodeMatch(...args);
    },
  };
});

const { codeExpired, codeIncorrect, codesLocked } = serverErrors;
const PASSWORD = 'Fixture-Pass-7';

let t: TestApp;
beforeAll(async () => {
  // Enough codes an hour for a guesser to reach ten wrong ones within the hour.
  t = await createCodeTestApp({ ACCESS_CODE_HOURLY_LIMIT: '50' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
});

const numbersOf = (responses: { statusCode: number; json(): unknown }[]) =>
  responses.map((r) => (r.statusCode === 200 ? 200 : errorNumber(r as never)));
const count = (numbers: (number | undefined)[], wanted: number) => numbers.filter((n) => n === wanted).length;

/** A sign-in that waits for its access code (a browser never verified): the guesser's position. */
async function pendingSignIn(person: PersonFixture): Promise<string> {
  const response = await post(t, endpoints.login.path, { EmailAddress: person.username, Password: PASSWORD });
  expect(response.json()).toMatchObject({ AccountActivated: 1 });
  return (response.json() as { AccessToken: string }).AccessToken;
}

/** Asks for a code and answers it, as the claimant would read it. */
async function newCode(person: PersonFixture, token: string): Promise<string> {
  expect((await generate(t, 'login', token)).statusCode).toBe(200);
  return latestCodeFor(t, person.username);
}

/** `wrong` wrong codes in a row, each code used for at most its three tries. */
async function guessWrong(person: PersonFixture, token: string, wrong: number): Promise<void> {
  for (let done = 0; done < wrong;) {
    const code = await newCode(person, token);
    for (let i = 0; i < ACCESS_CODE_MAX_WRONG_TRIES && done < wrong; i += 1, done += 1) {
      expect((await validate(t, 'login', token, otherCode(code))).statusCode).toBe(225);
    }
  }
}

/** The wrong codes counted for the account (over any time: the tests stay within a day). */
async function missesOf(person: PersonFixture): Promise<number> {
  const rows = await t.database.db
    .selectFrom('access_code_misses')
    .innerJoin('accounts', 'accounts.id', 'access_code_misses.account_id')
    .select('access_code_misses.id')
    .where('accounts.username', '=', person.username)
    .execute();
  return rows.length;
}

function lockoutNotice(): string {
  const branding = { providerName: t.config.providerName, providerPhone: t.config.providerPhone };
  return formatMessage(messages.notifications.accessCodesLockedBody, {
    ...brandingValues(branding),
    hours: 24,
  });
}

async function lockoutNoticesTo(person: PersonFixture, before: number) {
  return (await outboxSince(t, before)).filter(
    (m) => m.Body === lockoutNotice() && [person.username, person.identity.MobileNumber].includes(m.To),
  );
}

describe('wrong access codes over a day', () => {
  it('locks the account at the tenth of 20 parallel wrong codes, compares no more, and tells the claimant once', async () => {
    const person = await insertPerson(t, 'Guessed', { password: PASSWORD });
    const token = await pendingSignIn(person);
    await guessWrong(person, token, 8);
    const code = await newCode(person, token);
    const before = (await readOutbox(t)).length;
    secret.comparisons = 0;

    const numbers = numbersOf(
      await Promise.all(Array.from({ length: 20 }, () => validate(t, 'login', token, otherCode(code)))),
    );
    // The code's three tries let three guesses through; the account's count lets two of them be
    // compared (the ninth and tenth wrong codes) and refuses the third.
    expect(secret.comparisons).toBe(2);
    expect(await missesOf(person)).toBe(10);
    expect(count(numbers, codesLocked.Number)).toBeGreaterThanOrEqual(2);
    for (const n of numbers)
      expect([codeIncorrect.Number, codeExpired.Number, codesLocked.Number]).toContain(n);

    const notices = await lockoutNoticesTo(person, before);
    expect(notices.map((m) => m.To).sort()).toEqual([person.identity.MobileNumber, person.username].sort());
    expect(notices.find((m) => m.Channel === 'email')?.Subject).toBe(
      `Access codes for your ${t.config.providerName} account are blocked`,
    );

    // Even the right code of the live code is refused, and no new code is sent.
    secret.comparisons = 0;
    const right = await validate(t, 'login', token, code);
    expect(errorNumber(right)).toBe(codesLocked.Number);
    expect(secret.comparisons).toBe(0);
    expect(errorNumber(await generate(t, 'login', token))).toBe(codesLocked.Number);
    expect(await lockoutNoticesTo(person, before)).toHaveLength(2);
  });

  it('holds the lockout for 24 hours, then accepts codes again', async () => {
    const person = await insertPerson(t, 'Waited', { password: PASSWORD });
    await guessWrong(person, await pendingSignIn(person), 10);

    t.clock.advanceMinutes(24 * 60 - 1);
    const stillLocked = await pendingSignIn(person);
    expect(errorNumber(await generate(t, 'login', stillLocked))).toBe(codesLocked.Number);

    t.clock.advanceMinutes(2);
    const token = await pendingSignIn(person);
    const code = await newCode(person, token);
    expect((await validate(t, 'login', token, code)).statusCode).toBe(200);
  });

  it('counts wrong codes of the last 24 hours only, and never a right one', async () => {
    const person = await insertPerson(t, 'Sliding', { password: PASSWORD });
    const token = await pendingSignIn(person);
    await guessWrong(person, token, 9);
    // A right code is not a wrong one: the claimant signs in with nine wrong ones on the count.
    const right = await validate(t, 'login', token, await newCode(person, token));
    expect(right.statusCode).toBe(200);

    t.clock.advanceMinutes(24 * 60 + 1);
    const later = await pendingSignIn(person);
    await guessWrong(person, later, 9);
    const code = await newCode(person, later);
    expect((await validate(t, 'login', later, code)).statusCode).toBe(200);
  });

  it('counts every flow of the account together, and leaves other accounts alone', async () => {
    const person = await insertPerson(t, 'Everyflow', { password: PASSWORD });
    const other = await insertPerson(t, 'Bystander', { password: PASSWORD });
    await guessWrong(person, await pendingSignIn(person), 9);

    const account = await t.database.db
      .selectFrom('accounts')
      .selectAll()
      .where('username', '=', person.username)
      .executeTakeFirstOrThrow();
    const signedIn = await t.createSession({
      kind: 'signedIn',
      accountId: account.id,
      claimantId: account.claimant_id,
    });
    expect((await generate(t, 'edit', signedIn.token, 2)).statusCode).toBe(200);
    const bankCode = await latestCodeFor(t, person.identity.MobileNumber);
    expect(errorNumber(await validate(t, 'edit', signedIn.token, otherCode(bankCode)))).toBe(
      codesLocked.Number,
    );

    const bystander = await pendingSignIn(other);
    expect((await validate(t, 'login', bystander, await newCode(other, bystander))).statusCode).toBe(200);
  });
});
