import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  accountNameSchema,
  accountNumberSchema,
  bankDetailsFormSchema,
  bsbSchema,
  normaliseBsb,
} from './validation.js';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('bank account name', () => {
  it('is trimmed and 1-100 characters', () => {
    expect(accountNameSchema.parse('  Ann Lee ')).toBe('Ann Lee');
    expect(accountNameSchema.safeParse('A'.repeat(100)).success).toBe(true);
  });

  it('refuses empty or longer names', () => {
    expect(firstMessage(accountNameSchema, '   ')).toBe('Enter an Account Name between 1-100 characters');
    expect(firstMessage(accountNameSchema, 'A'.repeat(101))).toBe(
      'Enter an Account Name between 1-100 characters',
    );
  });
});

describe('BSB', () => {
  it('normalises six digits to NNN-NNN for the wire', () => {
    expect(normaliseBsb('063000')).toBe('063-000');
    expect(normaliseBsb('063-000')).toBe('063-000');
    expect(normaliseBsb(' 063 000 ')).toBe('063-000');
    expect(normaliseBsb('06300')).toBe('06300');
    expect(bsbSchema.parse('083004')).toBe('083-004');
  });

  it('refuses anything but six digits', () => {
    for (const value of ['', '12345', '1234567', '12-3456', 'abc-def']) {
      expect(firstMessage(bsbSchema, value)).toBe('Enter a valid 6 digit BSB number');
    }
  });
});

describe('account number', () => {
  it('accepts 6 to 9 digits', () => {
    expect(accountNumberSchema.parse('123456')).toBe('123456');
    expect(accountNumberSchema.parse('1234 56789')).toBe('123456789');
  });

  it('refuses shorter, longer or non-digit numbers', () => {
    for (const value of ['12345', '1234567890', '12345a']) {
      expect(firstMessage(accountNumberSchema, value)).toBe('Enter an Account Number between 6-9 digits');
    }
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
