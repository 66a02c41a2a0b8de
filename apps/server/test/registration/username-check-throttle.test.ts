import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usernameCheckThrottleRules } from '../../src/modules/registration/username-check-throttle.js';
import { auditActions, errorNumber, insertClaimant, post, seedDemo } from '../sign-in/sign-in-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * Issue 29 item 8: createaccount's "already used by another account" lets whoever knows one identity
 * test e-mail addresses for accounts, so it is throttled per claim and per client address.
 */
const createAccount = endpoints.createAccount.path;
const PASSWORD = 'Tram-Lines-42';
const { claimant: perClaimant, address: perAddress } = usernameCheckThrottleRules;
const taken = serverErrors.usernameTaken.Number;
const throttled = serverErrors.attemptsThrottled.Number;

let t: TestApp;
let people = 0;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // Each test in a window of its own.
  t.clock.advanceMinutes(24 * 60);
});

/** A claimant without an account, and a createaccount body for them choosing `username`. */
async function newPerson(): Promise<(username: string) => Record<string, unknown>> {
  people += 1;
  const claimNumber = `88/${String(40_000 + people).padStart(5, '0')}`;
  const firstName = `Pat${String.fromCharCode(96 + (people % 26) + 1)}`;
  await insertClaimant(t, { firstName, surname: 'Morgan', dateOfBirth: '1970-07-07', claimNumber });
  return (username) => ({
    AccessToken: '',
    Username: username,
    FirstName: firstName,
    LastName: 'Morgan',
    DateOfBirth: '07/07/1970',
    TACNumber: claimNumber,
    EmailAddress: username,
    NewPassword: PASSWORD,
    ReEnterPassword: PASSWORD,
    HomeAddress: { ExperianSingleSelectedLine: '1 Main Street, Geelong VIC 3220' },
    AreAddressesSame: true,
  });
}

const addressOf = (n: number) => `198.51.100.${n}`;

describe('the "already used by another account" answer', () => {
  it(`is given ${perClaimant.limit} times an hour per claim, then refused before the check, free usernames too`, async () => {
    const pat = await newPerson();
    for (let i = 0; i < perClaimant.limit; i += 1) {
      // Each from its own address: only the claim's allowance is at stake.
      expect(errorNumber(await post(t, createAccount, pat('SAM@example.com'), addressOf(i)))).toBe(taken);
    }
    expect(errorNumber(await post(t, createAccount, pat('sam@example.com'), addressOf(50)))).toBe(throttled);
    // The answer no longer tells taken from free.
    expect(errorNumber(await post(t, createAccount, pat('free.pat@example.com'), addressOf(51)))).toBe(
      throttled,
    );
    expect(await auditActions(t, 'registration.refused')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ details: expect.stringContaining('usernameCheckThrottled') }),
      ]),
    );

    t.clock.advanceMinutes(perClaimant.windowMinutes);
    const afterWindow = await post(t, createAccount, pat('free.pat@example.com'), addressOf(52));
    expect(afterWindow.statusCode).toBe(200);
  });

  it(`is given ${perAddress.limit} times an hour per address, whichever claims it is asked for`, async () => {
    const address = addressOf(200);
    let asked = 0;
    while (asked < perAddress.limit) {
      const person = await newPerson();
      for (let i = 0; i < perClaimant.limit && asked < perAddress.limit; i += 1, asked += 1) {
        expect(errorNumber(await post(t, createAccount, person('alex@example.com'), address))).toBe(taken);
      }
    }
    const another = await newPerson();
    expect(errorNumber(await post(t, createAccount, another('alex@example.com'), address))).toBe(throttled);
    expect(errorNumber(await post(t, createAccount, another('alex@example.com'), addressOf(201)))).toBe(
      taken,
    );
  });

  it('does not count a username that was free', async () => {
    const address = addressOf(210);
    for (let i = 0; i < perAddress.limit + 2; i += 1) {
      const person = await newPerson();
      const response = await post(t, createAccount, person(`new.person.${people}@example.com`), address);
      expect(response.statusCode).toBe(200);
    }
  });

  it(`answers at most ${perClaimant.limit} of many parallel tries for one claim`, async () => {
    const pat = await newPerson();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(t, createAccount, pat('sam@example.com'), addressOf(100 + i)),
      ),
    );
    const numbers = answers.map(errorNumber);
    expect(numbers.filter((n) => n === taken)).toHaveLength(perClaimant.limit);
    expect(numbers.filter((n) => n === throttled)).toHaveLength(12 - perClaimant.limit);
  });
});
