import { AccountActivated, endpoints } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  type PersonFixture,
  auditActions,
  insertPerson,
  post,
  tokenState,
} from '../sign-in/sign-in-fixtures.js';

/**
 * Forgot password proves only facts a stranger may know, so a reset signs in only a browser already
 * verified for the account (issue 10 item 2, RESOLUTIONS.md "Account recovery and takeover"); any
 * other browser activates with a code sent to the registered contacts, and every reset is announced.
 */
const NEW_PASSWORD = 'Harbour-View-8';

let t: TestApp;
beforeAll(async () => {
  // The secure default: a browser is remembered once it has completed verification.
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'new-device' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limits').execute();
});

const login = (person: PersonFixture, password: string, device: string) =>
  post(t, endpoints.login.path, {
    EmailAddress: person.username,
    Password: password,
    DeviceIdentifier: device,
  });

async function resetToken(identity: Record<string, string>): Promise<string> {
  const response = await post(t, endpoints.forgotPassword.path, identity);
  expect(response.statusCode).toBe(200);
  return (response.json() as { ResetPasswordToken: string }).ResetPasswordToken;
}

function reset(token: string, device?: string) {
  return post(t, endpoints.resetPassword.path, {
    AccessToken: token,
    NewPassword: NEW_PASSWORD,
    ReEnterPassword: NEW_PASSWORD,
    ...(device === undefined ? {} : { DeviceIdentifier: device }),
  });
}

/** Signs the person in on `device` and completes verification by code, so the device is remembered. */
async function verifyDevice(person: PersonFixture, device: string): Promise<void> {
  const signIn = await login(person, person.password, device);
  const { AccessToken, AccountActivated: activated } = signIn.json() as {
    AccessToken: string;
    AccountActivated: number;
  };
  expect(activated).toBe(AccountActivated.NeedsVerification);
  expect((await generate(t, 'login', AccessToken)).statusCode).toBe(200);
  const code = await latestCodeFor(t, person.identity.MobileNumber);
  expect((await validate(t, 'login', AccessToken, code)).statusCode).toBe(200);
}

describe('resetPassword from a browser that has not completed verification', () => {
  it('answers false with a registration token, and the activation code goes only to the registered mobile and e-mail', async () => {
    const person = await insertPerson(t, 'Stranger');
    // Typed as a stranger might: the e-mail in capitals, no mobile.
    const typedEmail = person.username.toUpperCase();
    const token = await resetToken({ ...person.identity, MobileNumber: '', EmailAddress: typedEmail });
    const before = (await readOutbox(t)).length;

    const response = await reset(token, 'stranger-browser');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { AccessToken: string; AccountActivated: boolean };
    expect(body.AccountActivated).toBe(false);
    expect(await tokenState(t, body.AccessToken)).toBe('registration');

    expect((await generate(t, 'registration', body.AccessToken)).json()).toEqual({ SMS: true, Email: true });
    const sent = await outboxSince(t, before);
    const recipients = [...new Set(sent.map((m) => m.To))].sort();
    expect(recipients).toEqual([person.identity.MobileNumber, person.username].sort());
    expect(sent.some((m) => m.To === typedEmail)).toBe(false);
  });

  it('signs the browser in once the activation code is right, and remembers it for the next sign-in', async () => {
    const person = await insertPerson(t, 'Returning');
    const response = await reset(await resetToken(person.identity), 'new-laptop');
    const { AccessToken } = response.json() as { AccessToken: string };
    expect((await generate(t, 'registration', AccessToken)).statusCode).toBe(200);
    const code = await latestCodeFor(t, person.username);
    const activated = await validate(t, 'registration', AccessToken, code);
    expect(activated.statusCode).toBe(200);
    expect(await tokenState(t, (activated.json() as { AccessToken: string }).AccessToken)).toBe('signedIn');

    const next = await login(person, NEW_PASSWORD, 'new-laptop');
    expect(next.json()).toMatchObject({ AccountActivated: AccountActivated.SignedIn });
  });

  it('answers false for a browser sending no device identifier', async () => {
    const person = await insertPerson(t, 'Nodevice');
    const response = await reset(await resetToken(person.identity));
    expect(response.json()).toMatchObject({ AccountActivated: false });
  });

  it('answers false for a browser verified for another claimant only', async () => {
    const owner = await insertPerson(t, 'Owner');
    const other = await insertPerson(t, 'Other');
    await verifyDevice(other, 'shared-desktop');
    const response = await reset(await resetToken(owner.identity), 'shared-desktop');
    expect(response.json()).toMatchObject({ AccountActivated: false });
  });
});

describe('resetPassword from a remembered browser', () => {
  it('answers true with a signed-in token', async () => {
    const person = await insertPerson(t, 'Regular');
    await verifyDevice(person, 'home-pc');
    const response = await reset(await resetToken(person.identity), 'home-pc');
    const body = response.json() as { AccessToken: string; AccountActivated: boolean };
    expect(body.AccountActivated).toBe(true);
    expect(await tokenState(t, body.AccessToken)).toBe('signedIn');
    const audit = await auditActions(t, 'passwordReset.completed');
    expect(audit.at(-1)?.details).toContain('"signedIn":true');
  });
});

describe('the password-changed notice', () => {
  it('goes to the registered mobile and e-mail once the reset is verified, naming the provider’s phone line', async () => {
    const person = await insertPerson(t, 'Noticed');
    const token = await resetToken({ ...person.identity, MobileNumber: '', EmailAddress: person.username });
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    const { AccessToken } = response.json() as { AccessToken: string };
    expect((await generate(t, 'registration', AccessToken)).statusCode).toBe(200);
    const code = await latestCodeFor(t, person.username);
    const before = (await readOutbox(t)).length;
    expect((await validate(t, 'registration', AccessToken, code)).statusCode).toBe(200);
    const notices = (await outboxSince(t, before)).filter((m) => m.Body === passwordChangedNotice(t));
    expect(notices.map((m) => m.To).sort()).toEqual([person.identity.MobileNumber, person.username].sort());
    expect(passwordChangedNotice(t)).toContain(t.config.providerPhone);
    expect(notices.find((m) => m.Channel === 'email')?.Subject).toBe(
      `Your ${t.config.providerName} password was changed`,
    );
  });

  it('is not sent when the reset is refused', async () => {
    const person = await insertPerson(t, 'Refused');
    const token = await resetToken(person.identity);
    const before = (await readOutbox(t)).length;
    const response = await post(t, endpoints.resetPassword.path, {
      AccessToken: token,
      NewPassword: 'short',
      ReEnterPassword: 'short',
    });
    expect(response.statusCode).toBe(225);
    expect(await outboxSince(t, before)).toEqual([]);
  });
});
