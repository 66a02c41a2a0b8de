import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  bankDetailsFormSchema,
  contactDetailsFormSchema,
  createPersonalDetailsFormSchema,
  createRegistrationFormSchema,
  createRetrievalFormSchema,
  emailAddressFormSchema,
  mobileNumberFormSchema,
  resetPasswordFormSchema,
  updatePasswordFormSchema,
} from './account-forms.js';
import { signInFormSchema } from './credentials.js';

const today = () => ({ year: 2024, month: 6, day: 15 });
/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
const address = (line: string) => ({ ExperianSingleSelectedLine: line });

describe('signInFormSchema', () => {
  it('accepts an e-mail and password', () => {
    expect(signInFormSchema.parse({ EmailAddress: 'ann@example.com', Password: 'x' })).toEqual({
      EmailAddress: 'ann@example.com',
      Password: 'x',
      RememberMe: false,
    });
  });

  it('refuses empty fields with the sign-in messages', () => {
    expect(issues(signInFormSchema, { EmailAddress: '', Password: '' })).toEqual([
      ['EmailAddress', 'Email not found, try again.'],
      ['Password', 'Provide valid login details'],
    ]);
  });
});

describe('registrationFormSchema', () => {
  const schema = createRegistrationFormSchema({ today });
  const valid = {
    Username: 'ann@example.com',
    FirstName: 'Ann',
    MiddleName: '',
    LastName: 'Lee',
    DateOfBirth: '01/01/1990',
    TACNumber: '12/34567',
    EmailAddress: 'ann@example.com',
    MobileNumber: '0412345678',
    NewPassword: 'Secret12',
    ReEnterPassword: 'Secret12',
    HomeAddress: address('1 Main St, Geelong VIC 3220'),
    PostalAddress: null,
    AreAddressesSame: true,
    AgreeTerms: true,
  };

  it('accepts a complete registration with postal the same as home', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('requires matching passwords, a postal address and agreed terms', () => {
    expect(
      issues(schema, { ...valid, ReEnterPassword: 'Secret13', AreAddressesSame: false, AgreeTerms: false }),
    ).toEqual([
      ['AgreeTerms', "Please read and agree to {provider}'s Terms & Conditions"],
      ['ReEnterPassword', 'Password must match'],
      ['PostalAddress', 'Postal Address required.'],
    ]);
  });

  it('uses the registration wording for a missing home address', () => {
    expect(issues(schema, { ...valid, HomeAddress: null })).toEqual([
      ['HomeAddress', 'Home Address required.'],
    ]);
  });

  it('rechecks the confirmation while the new password is still invalid', () => {
    expect(issues(schema, { ...valid, NewPassword: 'short', ReEnterPassword: 'shor' })).toEqual([
      ['NewPassword', 'Enter a valid password'],
      ['ReEnterPassword', 'Password must match'],
    ]);
  });

  it('refuses registrants under 16', () => {
    expect(issues(schema, { ...valid, DateOfBirth: '16/06/2008' })).toEqual([
      ['DateOfBirth', 'You must be at least 16 years old to register.'],
    ]);
  });
});

describe('retrievalFormSchema', () => {
  const schema = createRetrievalFormSchema({ today });
  const valid = {
    FirstName: 'Ann',
    LastName: 'Lee',
    DateOfBirth: '01/01/1990',
    MobileNumber: '',
    EmailAddress: 'ann@example.com',
    ClaimNumber: '12/34567',
  };

  it('accepts either contact method', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, EmailAddress: '', MobileNumber: '0412345678' }).success).toBe(true);
  });

  it('needs at least one of mobile or e-mail', () => {
    expect(issues(schema, { ...valid, EmailAddress: '' })).toEqual([
      ['MobileNumber', 'Enter your mobile number or email address'],
    ]);
  });
});

describe('password forms', () => {
  it('reset needs a valid, confirmed password', () => {
    expect(
      resetPasswordFormSchema.safeParse({ NewPassword: 'Secret12', ReEnterPassword: 'Secret12' }).success,
    ).toBe(true);
    expect(issues(resetPasswordFormSchema, { NewPassword: 'Secret12', ReEnterPassword: '' })).toEqual([
      ['ReEnterPassword', 'Password must match'],
    ]);
  });

  it('update needs the current password and a new one that follows the rules', () => {
    const valid = { OldPassword: 'old', NewPassword: 'Secret12', ReEnterPassword: 'Secret12' };
    expect(updatePasswordFormSchema.safeParse(valid).success).toBe(true);
    expect(
      issues(updatePasswordFormSchema, {
        OldPassword: '',
        NewPassword: 'secret12',
        ReEnterPassword: 'secret12',
      }),
    ).toEqual([
      ['OldPassword', 'Enter your current password'],
      ['NewPassword', 'New Password must follow rules.'],
    ]);
  });
});

describe('personalDetailsFormSchema', () => {
  const schema = createPersonalDetailsFormSchema({ today });
  const valid = {
    Title: 'Mr',
    FirstName: 'Sam',
    MiddleNames: '',
    Surname: 'Lee',
    DateOfBirth: '01/01/1990',
    Reason: { Id: 1, Item: 'Marriage' },
    OtherReason: '',
  };

  it('accepts a chosen reason, and Other with its text', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(
      schema.safeParse({ ...valid, Reason: { Id: 9, Item: 'Other' }, OtherReason: 'Typo' }).success,
    ).toBe(true);
  });

  it('requires a reason', () => {
    expect(issues(schema, { ...valid, Reason: null })).toEqual([['Reason', 'Please select a reason']]);
  });

  it('requires 1-250 characters of text for Other', () => {
    const other = { ...valid, Reason: { Id: 9, Item: 'Other' } };
    expect(issues(schema, { ...other, OtherReason: '  ' })).toEqual([
      ['OtherReason', 'Please provide a reason between 1-250 characters'],
    ]);
    expect(issues(schema, { ...other, OtherReason: 'x'.repeat(251) })).toEqual([
      ['OtherReason', 'Please provide a reason between 1-250 characters'],
    ]);
    expect(schema.safeParse({ ...other, OtherReason: 'x'.repeat(250) }).success).toBe(true);
  });

  it('words name errors with Surname', () => {
    expect(issues(schema, { ...valid, Surname: '' })).toEqual([
      ['Surname', 'Enter your Surname between 1-60 characters'],
    ]);
  });
});

describe('contact details forms', () => {
  const valid = {
    PhoneNumber: { IntlNumber: '61', AreaCode: '03', Number: '91234567' },
    HomeAddressForDB: address('1 Main St, Geelong VIC 3220'),
    PostalAddressForDB: address('PO Box 1, Geelong VIC 3220'),
    AreAddressesSame: false,
  };

  it('accepts a PO box as the postal address', () => {
    expect(contactDetailsFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the postal address unless it is the same as home', () => {
    expect(issues(contactDetailsFormSchema, { ...valid, PostalAddressForDB: null })).toEqual([
      ['PostalAddressForDB', 'Postal address required.'],
    ]);
    expect(
      contactDetailsFormSchema.safeParse({ ...valid, PostalAddressForDB: null, AreAddressesSame: true })
        .success,
    ).toBe(true);
  });

  it('requires the home address', () => {
    expect(issues(contactDetailsFormSchema, { ...valid, HomeAddressForDB: null })).toEqual([
      ['HomeAddressForDB', 'Home address required.'],
    ]);
  });

  it('keeps an e-mail and allows removing the mobile', () => {
    expect(issues(emailAddressFormSchema, { EmailAddress: '' })).toEqual([
      ['EmailAddress', 'Email Incorrect.'],
    ]);
    expect(mobileNumberFormSchema.safeParse({ MobileNumber: '' }).success).toBe(true);
    expect(issues(mobileNumberFormSchema, { MobileNumber: '0212345678' })).toEqual([
      ['MobileNumber', 'Enter a valid Australian 10 digit phone number'],
    ]);
  });
});

describe('bankDetailsFormSchema', () => {
  it('accepts valid details and sends the BSB as NNN-NNN', () => {
    expect(
      bankDetailsFormSchema.parse({ AccountName: ' Ann Lee ', Bsb: '063000', AccountNumber: '12345678' }),
    ).toEqual({ AccountName: 'Ann Lee', Bsb: '063-000', AccountNumber: '12345678' });
  });

  it('refuses each invalid field with its message', () => {
    expect(issues(bankDetailsFormSchema, { AccountName: '', Bsb: '123', AccountNumber: '12' })).toEqual([
      ['AccountName', 'Enter an Account Name between 1-100 characters'],
      ['Bsb', 'Enter a valid 6 digit BSB number'],
      ['AccountNumber', 'Enter an Account Number between 6-9 digits'],
    ]);
  });
});
