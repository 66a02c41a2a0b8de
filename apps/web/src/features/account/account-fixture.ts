import type { Account, Address } from '@portal/contract';

/** Test data for the My Details screens. */
export const homeAddress: Address = {
  ExperianSingleSelectedLine: '1 Smith St, Geelong VIC 3220',
  Moniker: 'home-1',
  Postcode: '3220',
  Country: 'Australia',
};

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    PersonalDetails: {
      Title: 'Unknown',
      FirstName: 'Alex',
      MiddleNames: 'J',
      Surname: 'Citizen',
      DateOfBirth: '14/02/1985',
    },
    ContactDetails: {
      EmailAddress: 'alex@example.com',
      MobileNumber: '0412345678',
      PhoneNumber: { IntlNumber: '61', AreaCode: '03', Number: '98765432' },
      HomeAddressForDB: homeAddress,
      PostalAddressForDB: null,
    },
    HomeAddressEdit: homeAddress.ExperianSingleSelectedLine,
    PostalAddressEdit: '',
    AreAddressesSame: true,
    BankAccountDetails: {
      BankName: 'Commonwealth Bank',
      AccountName: 'Alex Citizen',
      Bsb: '063-000',
      AccountNumber: 'XXXXX678',
    },
    BankDetailsCanEdit: true,
    BankDetailsVerified: true,
    Preferences: { SMS: true, Email: true },
    IsStateTrustee: false,
    ...overrides,
  };
}

export function withContact(contact: Partial<Account['ContactDetails']>): Partial<Account> {
  const base = makeAccount().ContactDetails;
  return { ContactDetails: { ...base, ...contact } };
}
