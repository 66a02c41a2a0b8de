import { describe, expect, it } from 'vitest';
import {
  getAccountResponseSchema,
  updateBankAccountDetailsRequestSchema,
  updateContactDetailsRequestSchema,
  updatePersonalDetailsRequestSchema,
  updatePreferencesRequestSchema,
  verifyBsbRequestSchema,
  verifyBsbResponseSchema,
} from './account.js';
import { getClaimsResponseSchema, selectClaimRequestSchema, deselectClaimRequestSchema } from './claims.js';

const address = { ExperianSingleSelectedLine: '1 Main St, Geelong VIC 3220' };
const account = {
  PersonalDetails: {
    Title: 'Mr',
    FirstName: 'Alex',
    MiddleNames: '',
    Surname: 'Citizen',
    DateOfBirth: '14/02/1985',
  },
  ContactDetails: {
    EmailAddress: 'alex@example.com',
    MobileNumber: '0412345678',
    PhoneNumber: { IntlNumber: '61', AreaCode: '03', Number: '52251234' },
    HomeAddressForDB: address,
    PostalAddressForDB: null,
  },
  HomeAddressEdit: '1 Main St, Geelong VIC 3220',
  PostalAddressEdit: '',
  AreAddressesSame: true,
  BankAccountDetails: {
    BankName: 'Bank',
    AccountName: 'A Citizen',
    BSB: '063-000',
    AccountNumber: 'xxxxx678',
  },
  BankDetailsCanEdit: true,
  BankDetailsVerified: false,
  Preferences: { SMS: true, Email: false },
  IsStateTrustee: false,
};

describe('account', () => {
  it('parses an account and reads a BSB spelled BSB as Bsb', () => {
    const parsed = getAccountResponseSchema.parse(account);
    expect(parsed.BankAccountDetails?.Bsb).toBe('063-000');
    expect(parsed.ContactDetails.PhoneNumber?.AreaCode).toBe('03');
  });

  it('refuses an account whose flags are not booleans', () => {
    expect(getAccountResponseSchema.safeParse({ ...account, BankDetailsCanEdit: 'true' }).success).toBe(
      false,
    );
    expect(
      getAccountResponseSchema.safeParse({ ...account, Preferences: { SMS: 1, Email: 0 } }).success,
    ).toBe(false);
  });

  it('accepts bank details with Bsb or BSB and refuses them with neither', () => {
    const base = { AccessToken: 's', AccountName: 'A Citizen', AccountNumber: '12345678' };
    expect(updateBankAccountDetailsRequestSchema.parse({ ...base, Bsb: '063-000' }).Bsb).toBe('063-000');
    expect(updateBankAccountDetailsRequestSchema.parse({ ...base, BSB: '063-000' }).Bsb).toBe('063-000');
    expect(updateBankAccountDetailsRequestSchema.parse({ ...base, BSB: '063-000' })).not.toHaveProperty(
      'BSB',
    );
    expect(updateBankAccountDetailsRequestSchema.safeParse(base).success).toBe(false);
    expect(updateBankAccountDetailsRequestSchema.safeParse({ ...base, Bsb: 63000 }).success).toBe(false);
  });

  it('looks a BSB up by either spelling and answers the bank name', () => {
    expect(verifyBsbRequestSchema.parse({ BSB: '063-000' })).toEqual({ Bsb: '063-000' });
    expect(verifyBsbResponseSchema.parse({ BankName: '' })).toEqual({ BankName: '' });
  });

  it('parses a personal-details change with FormId and a reason id', () => {
    const request = {
      FormId: '',
      Title: 'Ms',
      FirstName: 'Alex',
      Surname: 'Citizen',
      DateOfBirth: '14/02/1985',
      Reason: 3,
      OtherReason: '',
    };
    expect(updatePersonalDetailsRequestSchema.parse(request)).toEqual(request);
    expect(updatePersonalDetailsRequestSchema.safeParse({ ...request, Reason: '3' }).success).toBe(false);
  });

  it('parses a contact-details update carrying the secure-update flag', () => {
    const request = {
      AccessToken: 'secure',
      EmailAddress: 'new@example.com',
      MobileNumber: '0412345678',
      HomeAddressForDB: address,
      isSecureUpdate: true,
    };
    expect(updateContactDetailsRequestSchema.parse(request)).toEqual(request);
    expect(updateContactDetailsRequestSchema.safeParse({ ...request, isSecureUpdate: 'yes' }).success).toBe(
      false,
    );
    expect(updateContactDetailsRequestSchema.safeParse({ EmailAddress: 'a' }).success).toBe(false);
  });

  it('requires both preference flags as booleans', () => {
    expect(updatePreferencesRequestSchema.safeParse({ SMS: true, Email: false }).success).toBe(true);
    expect(updatePreferencesRequestSchema.safeParse({ SMS: true }).success).toBe(false);
  });
});

describe('claims', () => {
  it('parses the claim list and strips keys the server does not publish', () => {
    const parsed = getClaimsResponseSchema.parse([
      { Number: '12/34567', Date: '14/03/2025', Location: 'Princes Hwy, Geelong', Secret: 1 },
    ]);
    expect(parsed).toEqual([{ Number: '12/34567', Date: '14/03/2025', Location: 'Princes Hwy, Geelong' }]);
  });

  it('selects by the claim object, ignoring the client-only Selected flag', () => {
    expect(
      selectClaimRequestSchema.parse({
        AccessToken: 't',
        Number: '12/34567',
        Date: '14/03/2025',
        Selected: true,
      }),
    ).toEqual({
      AccessToken: 't',
      Number: '12/34567',
      Date: '14/03/2025',
    });
    expect(selectClaimRequestSchema.safeParse({ AccessToken: 't' }).success).toBe(false);
    expect(deselectClaimRequestSchema.safeParse({ AccessToken: 't' }).success).toBe(true);
  });
});
