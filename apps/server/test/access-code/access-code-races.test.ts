import { ACCESS_CODE_MAX_WRONG_TRIES, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  ALEX_MOBILE,
  DEMO,
  accountOf,
  clearRateLimits,
  createCodeTestApp,
  errorNumber,
  generate,
  latestCodeFor,
  otherCode,
  readOutbox,
  signIn,
  tokenState,
  validate,
} from './access-code-fixtures.js';

/** Access-code limits under parallel calls (issue 10 item 1), on SQLite and PostgreSQL alike. */

// Every comparison of a typed code with the stored one is counted: a try must be taken BEFORE the
// comparison, so parallel guesses are compared at most ACCESS_CODE_MAX_WRONG_TRIES times.
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
const { codeIncorrect, codeExpired, codeLimitReached, sessionEnded } = serverErrors;
const HOURLY_LIMIT = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createCodeTestApp({ ACCESS_CODE_HOURLY_LIMIT: String(HOURLY_LIMIT) });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
  await clearRateLimits(t);
});

const numbersOf = (responses: { statusCode: number; json(): unknown }[]) =>
  responses.map((r) => (r.statusCode === 200 ? 200 : errorNumber(r as never)));

async function liveCodesOf(username: string) {
  const account = await accountOf(t, username);
  return t.database.db
    .selectFrom('access_codes')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('used_at', 'is', null)
    .where('expired_at', 'is', null)
    .execute();
}

describe('access-code generation under parallel calls', () => {
  it('generates exactly the hourly limit of 20 parallel requests and leaves one live code', async () => {
    const { token } = await signIn(t, DEMO.sam);
    const before = (await readOutbox(t)).length;
    const numbers = numbersOf(
      await Promise.all(Array.from({ length: 20 }, () => generate(t, 'login', token))),
    );
    expect(numbers.filter((n) => n === 200)).toHaveLength(HOURLY_LIMIT);
    expect(numbers.filter((n) => n === codeLimitReached.Number)).toHaveLength(20 - HOURLY_LIMIT);
    // Sam has only an e-mail: one message per code that was generated, none for the refused ones.
    expect((await readOutbox(t)).length - before).toBe(HOURLY_LIMIT);
    const counters = await t.database.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', 'like', 'accessCode:account:%')
      .execute();
    expect(counters.map((c) => c.count)).toEqual([HOURLY_LIMIT]);
    expect(await liveCodesOf(DEMO.sam)).toHaveLength(1);
  });
});

describe('access-code validation under parallel guesses', () => {
  it('compares only 3 of 20 parallel guesses, so the right code sent 15th does not validate', async () => {
    const { token } = await signIn(t, DEMO.alex);
    expect((await generate(t, 'login', token)).statusCode).toBe(200);
    const code = await latestCodeFor(t, ALEX_MOBILE);
    secret.comparisons = 0;
    const numbers = numbersOf(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => validate(t, 'login', token, i === 14 ? code : otherCode(code))),
      ),
    );
    expect(secret.comparisons).toBe(ACCESS_CODE_MAX_WRONG_TRIES);
    expect(numbers[14]).toBe(codeExpired.Number);
    expect(numbers.filter((n) => n === codeIncorrect.Number)).toHaveLength(2);
    expect(numbers.filter((n) => n === codeExpired.Number)).toHaveLength(18);
    expect(await tokenState(t, token)).toBe('loginPending');
    const [row] = await t.database.db
      .selectFrom('access_codes')
      .selectAll()
      .where('session_id', '=', await sessionIdOf(token))
      .execute();
    expect(row?.wrong_tries).toBe(3);
    expect(row?.expired_at).not.toBeNull();
  });

  it('accepts a right code sent once among parallel wrong guesses within the three tries', async () => {
    const { token } = await signIn(t, DEMO.alex);
    expect((await generate(t, 'login', token)).statusCode).toBe(200);
    const code = await latestCodeFor(t, ALEX_MOBILE);
    const responses = await Promise.all([
      validate(t, 'login', token, code),
      validate(t, 'login', token, code),
      validate(t, 'login', token, code),
    ]);
    // One request uses the code; the others find it used (50) or its session already ended (28).
    const numbers = numbersOf(responses);
    expect(numbers.filter((n) => n === 200)).toHaveLength(1);
    expect(
      numbers.filter((n) => n !== 200).every((n) => n === codeExpired.Number || n === sessionEnded.Number),
    ).toBe(true);
    const account = await accountOf(t, DEMO.alex);
    const signedIn = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('account_id', '=', account.id)
      .where('kind', '=', 'signedIn')
      .where('revoked_at', 'is', null)
      .execute();
    expect(signedIn).toHaveLength(1);
  });
});

async function sessionIdOf(token: string): Promise<string> {
  const result = await t.app.sessions.resolve(token);
  if (!result.ok) throw new Error('token does not resolve');
  return result.auth.sessionId;
}
