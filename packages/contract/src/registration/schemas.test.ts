import { describe, expect, it } from 'vitest';
import { createAccountRequestSchema } from './schemas.js';

describe('registration', () => {
  const address = { ExperianSingleSelectedLine: '1 Main St, Geelong VIC 3220', AddressLine1: '1 Main St' };
  const identity = {
    Username: 'riley@example.com',
    DateOfBirth: '01/05/1990',
    FirstName: 'Riley',
    LastName: 'Nguyen',
    TACNumber: '34/56789',
    EmailAddress: 'riley@example.com',
    MobileNumber: '0498765432',
    NewPassword: 'Portal-demo-1',
    ReEnterPassword: 'Portal-demo-1',
    HomeAddress: address,
    AreAddressesSame: true,
  };

  it('parses a registration identity with the postal address left out as same as home', () => {
    expect(createAccountRequestSchema.parse(identity)).toMatchObject({
      TACNumber: '34/56789',
      HomeAddress: address,
    });
  });

  it('refuses a registration without TACNumber or with a text home address', () => {
    const { TACNumber: _omit, ...missing } = identity;
    expect(createAccountRequestSchema.safeParse(missing).success).toBe(false);
    expect(createAccountRequestSchema.safeParse({ ...identity, HomeAddress: '1 Main St' }).success).toBe(
      false,
    );
  });
});
