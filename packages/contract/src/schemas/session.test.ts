import { describe, expect, it } from 'vitest';
import {
  createAccountRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  resetPasswordResponseSchema,
  updatePasswordRequestSchema,
  updatePasswordResponseSchema,
} from './session.js';
import {
  generateSecurityCodeRequestSchema,
  generateSecurityCodeResponseSchema,
  validateSecurityCodeRequestSchema,
} from './security-code.js';

describe('login', () => {
  it('parses the spec login request and fills RememberMe false and DeviceType Web by default', () => {
    const parsed = loginRequestSchema.parse({
      AccessToken: '',
      EmailAddress: 'alex@example.com',
      Password: 'x',
    });
    expect(parsed).toEqual({
      AccessToken: '',
      EmailAddress: 'alex@example.com',
      Password: 'x',
      RememberMe: false,
      DeviceType: 0,
    });
  });

  it('keeps the device identifier that remembers a verified browser', () => {
    const parsed = loginRequestSchema.parse({
      EmailAddress: 'a',
      Password: 'b',
      RememberMe: true,
      DeviceType: 1,
      DeviceIdentifier: 'd-1',
    });
    expect(parsed.DeviceIdentifier).toBe('d-1');
    expect(parsed.RememberMe).toBe(true);
  });

  it('refuses a missing password, a text RememberMe and an unknown device type', () => {
    expect(loginRequestSchema.safeParse({ EmailAddress: 'a' }).success).toBe(false);
    expect(
      loginRequestSchema.safeParse({ EmailAddress: 'a', Password: 'b', RememberMe: 'true' }).success,
    ).toBe(false);
    expect(loginRequestSchema.safeParse({ EmailAddress: 'a', Password: 'b', DeviceType: 4 }).success).toBe(
      false,
    );
    expect(loginRequestSchema.safeParse({ EmailAddress: 'a', Password: 'b', DeviceType: '0' }).success).toBe(
      false,
    );
  });

  it('strips unknown keys', () => {
    const parsed = loginRequestSchema.parse({ EmailAddress: 'a', Password: 'b', Extra: 1 });
    expect(parsed).not.toHaveProperty('Extra');
  });

  it('answers AccountActivated as 0, 1 or 2 only', () => {
    for (const n of [0, 1, 2])
      expect(loginResponseSchema.safeParse({ AccessToken: 't', AccountActivated: n }).success).toBe(true);
    expect(loginResponseSchema.safeParse({ AccessToken: 't', AccountActivated: 3 }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ AccessToken: 't', AccountActivated: true }).success).toBe(false);
  });
});

describe('registration and recovery', () => {
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

  it('parses the retrieval request with only one contact method', () => {
    const request = {
      FirstName: 'Alex',
      LastName: 'Citizen',
      DateOfBirth: '14/02/1985',
      ClaimNumber: '12/34567',
      MobileNumber: '0412345678',
    };
    expect(forgotPasswordRequestSchema.parse(request)).toEqual(request);
    expect(
      forgotPasswordResponseSchema.parse({ ResetPasswordToken: 'r', Username: 'alex@example.com' }),
    ).toBeTruthy();
  });

  it('answers AccountActivated as a boolean on reset password', () => {
    expect(resetPasswordResponseSchema.safeParse({ AccessToken: 't', AccountActivated: false }).success).toBe(
      true,
    );
    expect(resetPasswordResponseSchema.safeParse({ AccessToken: 't', AccountActivated: 2 }).success).toBe(
      false,
    );
  });

  it('requires all three password fields to change a password, and answers true', () => {
    expect(updatePasswordRequestSchema.safeParse({ OldPassword: 'a', NewPassword: 'b' }).success).toBe(false);
    expect(
      updatePasswordRequestSchema.safeParse({ OldPassword: 'a', NewPassword: 'b', ReEnterPassword: 'b' })
        .success,
    ).toBe(true);
    expect(updatePasswordResponseSchema.safeParse(true).success).toBe(true);
    expect(updatePasswordResponseSchema.safeParse(false).success).toBe(false);
  });
});

describe('access codes', () => {
  it('parses a code request and fills DevType Web', () => {
    expect(generateSecurityCodeRequestSchema.parse({ AccessToken: 't', CodeType: 2 })).toEqual({
      AccessToken: 't',
      CodeType: 2,
      DevType: 0,
    });
    expect(generateSecurityCodeRequestSchema.safeParse({ CodeType: 3 }).success).toBe(false);
    expect(generateSecurityCodeResponseSchema.parse({ SMS: true, Email: false })).toEqual({
      SMS: true,
      Email: false,
    });
  });

  it('takes the code as text so leading zeros survive, and refuses a number', () => {
    expect(validateSecurityCodeRequestSchema.parse({ SecurityCode: '0042' }).SecurityCode).toBe('0042');
    expect(validateSecurityCodeRequestSchema.safeParse({ SecurityCode: 42 }).success).toBe(false);
  });
});
