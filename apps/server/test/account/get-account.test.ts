import { type Account, endpoints } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { post, seedDemo } from '../sign-in/sign-in-fixtures.js';
import { ALEX, SAM, businessError, ok, setClaimantFlags, signIn } from './account-fixtures.js';

const getAccount = endpoints.getAccount.path;

let t: TestApp;
let seededAt: Date;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
  await seedDemo(t);
  seededAt = t.clock.now();
});
afterAll(async () => {
  await t.close();
});
// One test moves the clock past Sam's 48 hours: each test starts at the time the demo was seeded.
beforeEach(() => {
  t.clock.current = new Date(seededAt.getTime());
});

async function accountOf(username: string): Promise<Account> {
  return ok<Account>(await post(t, getAccount, { AccessToken: await signIn(t, username) }));
}

describe('getaccount', () => {
  it('maps Alex’s record to the Account with the bank account number masked', async () => {
    expect(await accountOf(ALEX)).toEqual({
      PersonalDetails: {
        Title: 'Mr',
        FirstName: 'Alex',
        MiddleNames: 'James',
        Surname: 'Citizen',
        DateOfBirth: '14/02/1985',
      },
      ContactDetails: {
        EmailAddress: 'alex@example.com',
        MobileNumber: '0412345678',
        PhoneNumber: { IntlNumber: '61', AreaCode: '03', Number: '52214567' },
        HomeAddressForDB: {
          ExperianSingleSelectedLine: '14 Pakington Street, Geelong West VIC 3218',
          AddressLine1: '14 Pakington Street',
          AddressLine2: '',
          AddressLine3: 'GEELONG WEST VIC 3218',
          Postcode: '3218',
          Country: 'Australia',
        },
        PostalAddressForDB: null,
      },
      HomeAddressEdit: '14 Pakington Street, Geelong West VIC 3218',
      PostalAddressEdit: '14 Pakington Street, Geelong West VIC 3218',
      AreAddressesSame: true,
      BankAccountDetails: {
        BankName: 'Commonwealth Bank',
        AccountName: 'Alex J Citizen',
        Bsb: '063-010',
        AccountNumber: '*****726',
      },
      BankDetailsCanEdit: true,
      BankDetailsVerified: false,
      Preferences: { SMS: true, Email: true },
      IsStateTrustee: false,
      MobileEditDisabled: false,
      EmailEditDisabled: false,
    });
  });

  it('never sends the full bank account number', async () => {
    const response = await post(t, getAccount, { AccessToken: await signIn(t, ALEX) });
    expect(response.body).not.toContain('10483726');
  });

  it('gives Sam an empty mobile, no phone or bank, a separate postal address and no bank edit (under 48 hours)', async () => {
    const sam = await accountOf(SAM);
    expect(sam.ContactDetails.MobileNumber).toBe('');
    expect(sam.ContactDetails.PhoneNumber).toBeNull();
    expect(sam.ContactDetails.EmailAddress).toBe('sam@example.com');
    expect(sam.AreAddressesSame).toBe(false);
    expect(sam.PostalAddressEdit).toBe('PO Box 655, Footscray VIC 3011');
    expect(sam.ContactDetails.PostalAddressForDB?.AddressLine1).toBe('PO Box 655');
    expect(sam.BankAccountDetails).toBeNull();
    expect(sam.BankDetailsCanEdit).toBe(false);
    expect(sam.Preferences).toEqual({ SMS: false, Email: true });
    expect(sam.PersonalDetails).toMatchObject({ Title: 'Ms', MiddleNames: '', DateOfBirth: '23/09/1992' });
  });

  it('allows Sam’s bank edit once the account is 48 hours old', async () => {
    const token = await signIn(t, SAM);
    const before = ok<Account>(await post(t, getAccount, { AccessToken: token }));
    expect(before.BankDetailsCanEdit).toBe(false);
    // Sam's account was made 20 hours before seeding; 28 more hours reach the 48-hour mark.
    t.clock.advanceMinutes(28 * 60);
    const after = ok<Account>(await post(t, getAccount, { AccessToken: await signIn(t, SAM) }));
    expect(after.BankDetailsCanEdit).toBe(true);
  });

  it('refuses bank edits for a State Trustees client and reports the flag', async () => {
    await setClaimantFlags(t, ALEX, { is_state_trustee: 1 });
    try {
      const account = await accountOf(ALEX);
      expect(account.IsStateTrustee).toBe(true);
      expect(account.BankDetailsCanEdit).toBe(false);
    } finally {
      await setClaimantFlags(t, ALEX, { is_state_trustee: 0 });
    }
  });

  it('refuses bank edits when the provider does not allow them', async () => {
    await setClaimantFlags(t, ALEX, { bank_edit_allowed: 0 });
    try {
      expect((await accountOf(ALEX)).BankDetailsCanEdit).toBe(false);
    } finally {
      await setClaimantFlags(t, ALEX, { bank_edit_allowed: 1 });
    }
  });

  it('answers each claimant only their own account, whatever the body says', async () => {
    const alexToken = await signIn(t, ALEX);
    const response = await post(t, getAccount, {
      AccessToken: alexToken,
      EmailAddress: 'sam@example.com',
      ClaimantId: 'sam',
    });
    const account = ok<Account>(response);
    expect(account.ContactDetails.EmailAddress).toBe('alex@example.com');
    expect(response.body).not.toContain('Taylor');
    expect((await accountOf(SAM)).PersonalDetails.Surname).toBe('Taylor');
  });

  it('refuses registration, sign-in-pending and reset tokens with 21', async () => {
    for (const kind of ['registration', 'loginPending', 'resetPassword'] as const) {
      const { token } = await t.createSession({ kind });
      expect(businessError(await post(t, getAccount, { AccessToken: token })), kind).toBe(21);
    }
  });

  it('refuses a missing token with 18', async () => {
    expect(businessError(await post(t, getAccount, { AccessToken: '' }))).toBe(18);
  });
});
