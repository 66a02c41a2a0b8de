import { describe, expect, it } from 'vitest';
import { getAccountResponseSchema, updatePreferencesRequestSchema } from './schemas.js';

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

  it('requires both preference flags as booleans', () => {
    expect(updatePreferencesRequestSchema.safeParse({ SMS: true, Email: false }).success).toBe(true);
    expect(updatePreferencesRequestSchema.safeParse({ SMS: true }).success).toBe(false);
  });
});
