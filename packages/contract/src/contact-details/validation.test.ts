import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  accountEmailSchema,
  contactDetailsFormSchema,
  emailAddressFormSchema,
  emailSchema,
  homeAddressSchema,
  isDeliveryAddress,
  mobileNumberFormSchema,
  mobileSchema,
  optionalEmailSchema,
  optionalMobileSchema,
  phoneSchema,
} from './validation.js';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

const address = (line: string) => ({ ExperianSingleSelectedLine: line });

/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('e-mail', () => {
  it('accepts an address and strips spaces', () => {
    expect(emailSchema.parse('ann.lee+tac@mail.example.com.au ')).toBe('ann.lee+tac@mail.example.com.au');
    expect(optionalEmailSchema.safeParse('').success).toBe(true);
  });

  it('refuses a malformed address', () => {
    for (const value of ['ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com']) {
      expect(firstMessage(emailSchema, value)).toBe('Enter a valid email address');
    }
    expect(firstMessage(optionalEmailSchema, 'ann@')).toBe('Enter a valid email address');
  });

  it('keeps an e-mail on the account', () => {
    expect(firstMessage(accountEmailSchema, '')).toBe('Email Incorrect.');
    expect(firstMessage(accountEmailSchema, 'ann@')).toBe('Enter a valid email address');
    expect(accountEmailSchema.safeParse('ann@example.com').success).toBe(true);
  });
});

describe('mobile', () => {
  it('accepts an Australian mobile, ignoring spaces', () => {
    expect(mobileSchema.parse('0412 345 678')).toBe('0412345678');
    expect(optionalMobileSchema.safeParse('').success).toBe(true);
  });

  it('refuses numbers that are not 04 plus 8 digits', () => {
    for (const value of ['0312345678', '041234567', '04123456789', '+61412345678', '']) {
      expect(firstMessage(mobileSchema, value)).toBe('Enter a valid Australian 10 digit phone number');
    }
    expect(firstMessage(optionalMobileSchema, '123')).toBe('Enter a valid Australian 10 digit phone number');
  });
});

describe('phone', () => {
  it('accepts both boxes filled or both empty', () => {
    expect(
      phoneSchema.safeParse({ IntlNumber: '61', AreaCode: '03', Number: '9123 4567' }).data?.Number,
    ).toBe('91234567');
    expect(phoneSchema.safeParse({ AreaCode: '', Number: '' }).success).toBe(true);
  });

  it('requires the area code when a number is given, and the reverse', () => {
    const noArea = phoneSchema.safeParse({ AreaCode: '', Number: '91234567' });
    expect(noArea.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['AreaCode', 'Area Code*']]);
    const noNumber = phoneSchema.safeParse({ AreaCode: '03', Number: '' });
    expect(noNumber.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['Number', 'Enter 8 digit phone number'],
    ]);
    expect(firstMessage(phoneSchema, { AreaCode: '3', Number: '91234567' })).toBe('Area Code*');
    expect(firstMessage(phoneSchema, { AreaCode: '03', Number: '9123456' })).toBe(
      'Enter 8 digit phone number',
    );
  });
});

describe('home address', () => {
  it('accepts a picked street address', () => {
    expect(homeAddressSchema().safeParse(address('1 Main St, Geelong VIC 3220')).success).toBe(true);
  });

  it('requires an address, in the wording of each screen', () => {
    expect(firstMessage(homeAddressSchema(), null)).toBe('Home address required.');
    expect(firstMessage(homeAddressSchema(), address(' '))).toBe('Home address required.');
    expect(firstMessage(homeAddressSchema('Home Address required.'), undefined)).toBe(
      'Home Address required.',
    );
  });

  it('refuses a delivery or PO box address', () => {
    expect(isDeliveryAddress('PO Box 123, Geelong VIC 3220')).toBe(true);
    expect(isDeliveryAddress('Locked Bag 7, Melbourne VIC 3001')).toBe(true);
    expect(isDeliveryAddress('12 Box Hill Rd, Box Hill VIC 3128')).toBe(false);
    expect(firstMessage(homeAddressSchema(), address('P.O. Box 9, Ballarat VIC 3350'))).toBe(
      'A delivery or PO box address cannot be used as your home address.',
    );
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
