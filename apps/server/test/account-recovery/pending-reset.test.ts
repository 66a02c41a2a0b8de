import { AccountActivated, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  generate,
  latestCodeFor,
  otherCode,
  outboxSince,
  passwordChangedNotice,
  readOutbox,
  validate,
} from '../access-code/access-code-fixtures.js';
import {
  type PersonFixture,
  accountByUsername,
  errorNumber,
  insertPerson,
  post,
  tokenState,
} from '../sign-in/sign-in-fixtures.js';

/**
 * Issue 29 item 3: forgot password proves only facts a stranger may know, so the new password waits
 * for the access code sent at /activate. Until it is right the old password and the claimant's
 * sessions keep working; resets are throttled per account, and a burst of resets sends the claimant
 * at most five messages.
 */
const NEW_PASSWORD = 'Harbour-View-8';
const { codeIncorrect, codeLimitReached, informationNotFound, signInFailed } = serverErrors;

let t: TestApp;
beforeAll(async () => {
  // The secure default; the browsers below were never verified, so every reset needs a code.
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'new-device' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
  await t.database.db.deleteFrom('rate_limits').execute();
});

const login = (person: PersonFixture, password: string) =>
  post(t, endpoints.login.path, { EmailAddress: person.username, Password: password });
const getAccount = (token: string) => post(t, endpoints.getAccount.path, { AccessToken: token });
const tokenOf = (response: { json(): unknown }) => (response.json() as { AccessToken: string }).AccessToken;

async function forgot(person: PersonFixture, ip?: string) {
  return post(t, endpoints.forgotPassword.path, person.identity, ip);
}

async function reset(person: PersonFixture, ip?: string): Promise<string> {
  const answer = await forgot(person, ip);
  expect(answer.statusCode).toBe(200);
  const { ResetPasswordToken } = answer.json() as { ResetPasswordToken: string };
  const response = await post(
    t,
    endpoints.resetPassword.path,
    { AccessToken: ResetPasswordToken, NewPassword: NEW_PASSWORD, ReEnterPassword: NEW_PASSWORD },
    ip,
  );
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ AccountActivated: false });
  return tokenOf(response);
}

/** A signed-in session the claimant already had on another device. */
async function existingSession(person: PersonFixture): Promise<string> {
  const account = await accountByUsername(t, person.username);
  const session = await t.createSession({
    kind: 'signedIn',
    accountId: account.id,
    claimantId: account.claimant_id,
  });
  return session.token;
}

async function messagesTo(person: PersonFixture, before: number) {
  const contacts = [person.username, person.identity.MobileNumber];
  return (await outboxSince(t, before)).filter((m) => contacts.includes(m.To));
}

describe('a password reset before its access code is verified', () => {
  it('keeps the old password and the claimant’s sessions, and says nothing of a changed password', async () => {
    const person = await insertPerson(t, 'Waiting');
    const session = await existingSession(person);
    const before = (await readOutbox(t)).length;

    const registration = await reset(person);
    expect(await tokenState(t, registration)).toBe('registration');

    expect((await login(person, person.password)).statusCode).toBe(200);
    expect(errorNumber(await login(person, NEW_PASSWORD))).toBe(signInFailed.Number);
    expect((await getAccount(session)).statusCode).toBe(200);
    expect((await messagesTo(person, before)).filter((m) => m.Body === passwordChangedNotice(t))).toEqual([]);
  });

  it('does not apply the password for a wrong code, nor once the code has expired', async () => {
    const person = await insertPerson(t, 'Wrongcode');
    const session = await existingSession(person);
    const registration = await reset(person);
    expect((await generate(t, 'registration', registration)).statusCode).toBe(200);
    const code = await latestCodeFor(t, person.username);

    expect(errorNumber(await validate(t, 'registration', registration, otherCode(code)))).toBe(
      codeIncorrect.Number,
    );
    expect((await login(person, person.password)).statusCode).toBe(200);
    expect(errorNumber(await login(person, NEW_PASSWORD))).toBe(signInFailed.Number);
    expect((await getAccount(session)).statusCode).toBe(200);

    t.clock.advanceMinutes(31);
    expect((await validate(t, 'registration', registration, code)).statusCode).toBe(225);
    expect((await login(person, person.password)).statusCode).toBe(200);
  });
});

describe('verifying the access code of a reset', () => {
  it('applies the new password, ends the other sessions and tells the registered contacts', async () => {
    const person = await insertPerson(t, 'Verified');
    const session = await existingSession(person);
    const registration = await reset(person, '198.51.100.7');
    expect((await generate(t, 'registration', registration)).statusCode).toBe(200);
    const code = await latestCodeFor(t, person.identity.MobileNumber);
    const before = (await readOutbox(t)).length;

    const verified = await validate(t, 'registration', registration, code);
    expect(verified.statusCode).toBe(200);
    expect(await tokenState(t, tokenOf(verified))).toBe('signedIn');
    expect((await getAccount(tokenOf(verified))).statusCode).toBe(200);

    expect(await tokenState(t, session)).toBe('revoked');
    expect(await tokenState(t, registration)).toBe('revoked');
    expect(errorNumber(await login(person, person.password))).toBe(signInFailed.Number);
    expect((await login(person, NEW_PASSWORD)).json()).toMatchObject({
      AccountActivated: AccountActivated.NeedsVerification,
    });
    const notices = (await messagesTo(person, before)).filter((m) => m.Body === passwordChangedNotice(t));
    expect(notices.map((m) => m.To).sort()).toEqual([person.identity.MobileNumber, person.username].sort());
  });

  it('applies the password once when the right code is sent in parallel', async () => {
    const person = await insertPerson(t, 'Parallel');
    const registration = await reset(person);
    expect((await generate(t, 'registration', registration)).statusCode).toBe(200);
    const code = await latestCodeFor(t, person.username);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => validate(t, 'registration', registration, code)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const account = await accountByUsername(t, person.username);
    const live = await t.database.db
      .selectFrom('sessions')
      .select('kind')
      .where('account_id', '=', account.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([{ kind: 'signedIn' }]);
    expect((await login(person, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('leaves the password alone when another reset of the account is verified first', async () => {
    const person = await insertPerson(t, 'Twoflows');
    const first = await reset(person);
    const second = await reset(person);
    expect((await generate(t, 'registration', second)).statusCode).toBe(200);
    const code = await latestCodeFor(t, person.username);
    expect((await validate(t, 'registration', second, code)).statusCode).toBe(200);
    // The first reset's token ended with every other session of the account.
    expect(await tokenState(t, first)).toBe('revoked');
    expect((await login(person, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a burst of resets', () => {
  it('sends the claimant at most five messages from 15 parallel resets, each taken to /activate', async () => {
    const person = await insertPerson(t, 'Burst');
    const before = (await readOutbox(t)).length;
    const flows = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const ip = `192.0.2.${String(i + 1)}`;
        const forgotten = await forgot(person, ip);
        if (forgotten.statusCode !== 200) return errorNumber(forgotten);
        const { ResetPasswordToken } = forgotten.json() as { ResetPasswordToken: string };
        const answer = await post(
          t,
          endpoints.resetPassword.path,
          { AccessToken: ResetPasswordToken, NewPassword: NEW_PASSWORD, ReEnterPassword: NEW_PASSWORD },
          ip,
        );
        if (answer.statusCode !== 200) return errorNumber(answer);
        // What /activate does as it opens: asks for a code.
        const sent = await generate(t, 'registration', tokenOf(answer));
        return sent.statusCode === 200 ? 200 : errorNumber(sent);
      }),
    );
    const messages = await messagesTo(person, before);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.length).toBeLessThanOrEqual(5);
    // Every refusal is one the spec's screens already show: not found, or no code sent.
    for (const outcome of flows) {
      expect([200, informationNotFound.Number, codeLimitReached.Number]).toContain(outcome);
    }
    // And the old password still works: nothing was applied.
    expect((await login(person, person.password)).statusCode).toBe(200);
  });

  it('keeps to five messages for a burst across the end of an hour', async () => {
    const person = await insertPerson(t, 'Boundary');
    const before = (await readOutbox(t)).length;
    const askForCode = async () => generate(t, 'registration', await reset(person));
    t.clock.current = new Date('2026-03-01T00:59:00.000Z');
    expect((await askForCode()).statusCode).toBe(200);
    expect((await askForCode()).statusCode).toBe(200);
    t.clock.current = new Date('2026-03-01T01:01:00.000Z');
    // Two more messages would make six within two minutes: the half-hour windows see the burst whole.
    expect(errorNumber(await askForCode())).toBe(codeLimitReached.Number);
    expect(await messagesTo(person, before)).toHaveLength(4);
  });

  it('throttles resets per account, refusing a throttled claimant exactly as one the records do not hold', async () => {
    const person = await insertPerson(t, 'Throttled');
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await forgot(person, `203.0.113.${String(100 + i)}`));
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(3);

    const stranger = { ...person, identity: { ...person.identity, ClaimNumber: '77/12345' } };
    const miss = await forgot(stranger, '203.0.113.200');
    for (const answer of refused) {
      expect(answer.statusCode).toBe(miss.statusCode);
      expect(answer.body).toBe(miss.body);
    }
    expect(errorNumber(miss)).toBe(informationNotFound.Number);

    t.clock.advanceMinutes(61);
    expect((await forgot(person, '203.0.113.201')).statusCode).toBe(200);
  });
});
