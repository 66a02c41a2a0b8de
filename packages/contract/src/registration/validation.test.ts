import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { createRegistrationFormSchema, usernameSchema } from './validation.js';

const today = () => ({ year: 2024, month: 6, day: 15 });
/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const address = (line: string) => ({ ExperianSingleSelectedLine: line });

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

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

describe('registration username', () => {
  it('requires the registration username to be an e-mail', () => {
    expect(usernameSchema.parse('ann@example.com ')).toBe('ann@example.com');
    expect(firstMessage(usernameSchema, 'ann')).toBe('Username must be an email, try again');
  });
});
