import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  DEFAULT_IP,
  accountByUsername,
  auditActions,
  claimantById,
  errorsOf,
  errorNumber,
  insertClaimant,
  post,
  seedDemo,
  tokenState,
} from '../sign-in/sign-in-fixtures.js';

const createAccount = endpoints.createAccount.path;
const PASSWORD = 'Tram-Lines-42';
const home = {
  ExperianSingleSelectedLine: '8A Shannon Avenue, Newtown VIC 3220',
  AddressLine1: '8A Shannon Avenue',
  AddressLine3: 'NEWTOWN VIC 3220',
  Postcode: '3220',
  Country: 'Australia',
};
const postal = {
  ExperianSingleSelectedLine: 'PO Box 12, Geelong VIC 3220',
  AddressLine1: 'PO Box 12',
  Postcode: '3220',
  Country: 'Australia',
};

/** Riley Nguyen of the demo data: claim 34/56789, born 01/05/1990, no account yet. */
const riley = (overrides: Record<string, unknown> = {}) => ({
  AccessToken: '',
  Username: 'Riley.N@example.com',
  FirstName: 'Riley',
  LastName: 'Nguyen',
  DateOfBirth: '01/05/1990',
  TACNumber: '34/56789',
  EmailAddress: 'riley.n@example.com',
  MobileNumber: '0498 765 432',
  NewPassword: PASSWORD,
  ReEnterPassword: PASSWORD,
  HomeAddress: home,
  PostalAddress: null,
  AreAddressesSame: true,
  ...overrides,
});

const notMatched = [
  {
    Number: serverErrors.registrationNotMatched.Number,
    Message: serverErrors.registrationNotMatched.Message,
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
});

describe('createaccount refusals', () => {
  it('answers the same registrationNotMatched whichever identity field is wrong', async () => {
    const cases = [
      { FirstName: 'Rylee' },
      { LastName: 'Ngyuen' },
      { DateOfBirth: '02/05/1990' },
      { TACNumber: '12/34567' },
      { TACNumber: '99/99999' },
    ];
    for (const change of cases) {
      const response = await post(t, createAccount, riley(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(225);
      expect(errorsOf(response), JSON.stringify(change)).toEqual(notMatched);
    }
    const refused = await auditActions(t, 'registration.refused');
    expect(refused.length).toBeGreaterThanOrEqual(cases.length);
    expect(refused[0]).toMatchObject({ client_ip: DEFAULT_IP, device: 'vitest' });
  });

  it('refuses a username that is not an e-mail with the contract message', async () => {
    const response = await post(t, createAccount, riley({ Username: 'riley' }));
    expect(errorsOf(response)).toEqual([
      { Number: serverErrors.invalidRequest.Number, Message: messages.fields.username },
    ]);
  });

  it('refuses a password outside the rule, a confirmation that differs, and a common breached password', async () => {
    const short = await post(t, createAccount, riley({ NewPassword: 'Ab1!', ReEnterPassword: 'Ab1!' }));
    expect(errorNumber(short)).toBe(serverErrors.passwordRules.Number);
    const twoClasses = await post(
      t,
      createAccount,
      riley({ NewPassword: 'abcdefgh12', ReEnterPassword: 'abcdefgh12' }),
    );
    expect(errorNumber(twoClasses)).toBe(serverErrors.passwordRules.Number);
    const mismatch = await post(t, createAccount, riley({ ReEnterPassword: 'Tram-Lines-43' }));
    expect(errorNumber(mismatch)).toBe(serverErrors.passwordMismatch.Number);
    const breached = await post(
      t,
      createAccount,
      riley({ NewPassword: 'Password1!', ReEnterPassword: 'Password1!' }),
    );
    expect(errorsOf(breached)).toEqual([
      { Number: serverErrors.passwordBreached.Number, Message: serverErrors.passwordBreached.Message },
    ]);
  });

  it('refuses a PO box as the home address and a missing postal address', async () => {
    const poBox = await post(t, createAccount, riley({ HomeAddress: postal }));
    expect(errorsOf(poBox)[0]).toMatchObject({ Message: messages.registration.homeAddressPoBox });
    const noPostal = await post(t, createAccount, riley({ AreAddressesSame: false, PostalAddress: null }));
    expect(errorsOf(noPostal)[0]).toMatchObject({ Message: messages.fields.address.registrationPostal });
  });

  it('refuses a claimant under 16 and accepts one on their 16th birthday', async () => {
    await insertClaimant(t, {
      firstName: 'Kim',
      surname: 'Young',
      dateOfBirth: '2010-03-02',
      claimNumber: '56/10001',
      email: 'kim@example.com',
    });
    await insertClaimant(t, {
      firstName: 'Lee',
      surname: 'Young',
      dateOfBirth: '2010-03-01',
      claimNumber: '56/10002',
      email: 'lee@example.com',
    });
    // 1 March 2026 in Melbourne.
    t.clock.current = new Date('2026-03-01T02:00:00.000Z');
    const kim = await post(
      t,
      createAccount,
      riley({
        Username: 'kim@example.com',
        FirstName: 'Kim',
        LastName: 'Young',
        DateOfBirth: '02/03/2010',
        TACNumber: '56/10001',
      }),
    );
    expect(errorsOf(kim)).toEqual([
      {
        Number: serverErrors.registrationTooYoung.Number,
        Message: serverErrors.registrationTooYoung.Message,
      },
    ]);
    const lee = await post(
      t,
      createAccount,
      riley({
        Username: 'lee@example.com',
        FirstName: 'Lee',
        LastName: 'Young',
        DateOfBirth: '01/03/2010',
        TACNumber: '56/10002',
      }),
    );
    expect(lee.statusCode).toBe(200);
  });

  it('refuses a second account for a claimant who already has one', async () => {
    const alex = await post(
      t,
      createAccount,
      riley({
        Username: 'alex.second@example.com',
        FirstName: 'Alex',
        LastName: 'Citizen',
        DateOfBirth: '14/02/1985',
        TACNumber: '12/34568',
      }),
    );
    expect(errorsOf(alex)).toEqual([
      {
        Number: serverErrors.accountAlreadyExists.Number,
        Message: serverErrors.accountAlreadyExists.Message,
      },
    ]);
  });

  it('refuses a username another account uses, in any case', async () => {
    await insertClaimant(t, {
      firstName: 'Pat',
      surname: 'Morgan',
      dateOfBirth: '1970-07-07',
      claimNumber: '67/20001',
    });
    const response = await post(
      t,
      createAccount,
      riley({
        Username: 'SAM@example.com',
        FirstName: 'Pat',
        LastName: 'Morgan',
        DateOfBirth: '07/07/1970',
        TACNumber: '67/20001',
      }),
    );
    expect(errorNumber(response)).toBe(serverErrors.usernameTaken.Number);
  });
});

describe('createaccount success', () => {
  it('creates an inactive account for the matched claimant and answers a registration token', async () => {
    const response = await post(
      t,
      createAccount,
      riley({ FirstName: ' riley ', LastName: 'NGUYEN', PostalAddress: postal, AreAddressesSame: false }),
    );
    expect(response.statusCode).toBe(200);
    const { AccessToken } = response.json() as { AccessToken: string };
    expect(await tokenState(t, AccessToken)).toBe('registration');

    const account = await accountByUsername(t, 'riley.n@example.com');
    expect(account.activated).toBe(0);
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    const claimant = await claimantById(t, account.claimant_id);
    expect(claimant.first_name).toBe('Riley');
    expect(claimant.email).toBe('riley.n@example.com');
    expect(claimant.mobile).toBe('0498765432');
    expect(JSON.parse(claimant.home_address ?? '{}')).toMatchObject(home);
    expect(JSON.parse(claimant.postal_address ?? '{}')).toMatchObject(postal);
    expect(claimant.addresses_same).toBe(0);

    const resolved = await t.app.sessions.resolve(AccessToken);
    expect(resolved.ok && resolved.auth.claimantId).toBe(account.claimant_id);
    const audit = await auditActions(t, 'registration.created');
    expect(audit.find((row) => row.claimant_id === account.claimant_id)).toMatchObject({
      client_ip: DEFAULT_IP,
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);

    const login = await post(t, endpoints.login.path, {
      EmailAddress: 'riley.n@example.com',
      Password: PASSWORD,
    });
    expect(login.json()).toMatchObject({ AccountActivated: 0 });

    const again = await post(t, createAccount, riley({ Username: 'riley.other@example.com' }));
    expect(errorNumber(again)).toBe(serverErrors.accountAlreadyExists.Number);
  });

  it('keeps the postal address the same as home when the form says so', async () => {
    const claimantId = await insertClaimant(t, {
      firstName: 'Mary Jane',
      surname: "O'Brien",
      dateOfBirth: '1988-12-24',
      claimNumber: '78/30001',
      mobile: '0400111222',
    });
    const response = await post(
      t,
      createAccount,
      riley({
        Username: 'mj@example.com',
        FirstName: 'maryjane',
        LastName: "o'brien",
        DateOfBirth: '24/12/1988',
        TACNumber: '78/30001',
        EmailAddress: '',
        MobileNumber: '',
        PostalAddress: undefined,
        AreAddressesSame: undefined,
      }),
    );
    expect(response.statusCode).toBe(200);
    const claimant = await claimantById(t, claimantId);
    expect(claimant.addresses_same).toBe(1);
    expect(claimant.postal_address).toBe(claimant.home_address);
    expect(claimant.email).toBe('mj@example.com');
    expect(claimant.mobile).toBe('0400111222');
  });
});
