import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { contactUsFormSchema } from './validation.js';

const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('contactUsFormSchema', () => {
  const valid = {
    Category: { Id: 1, Item: 'Payments' },
    Message: 'When will I be paid?',
    CustomCategory: '',
  };

  it('accepts a category and a message', () => {
    expect(contactUsFormSchema.safeParse(valid).success).toBe(true);
    expect(contactUsFormSchema.safeParse({ ...valid, Message: 'x'.repeat(950) }).success).toBe(true);
  });

  it('requires a category and a message of at most 950 characters', () => {
    expect(issues(contactUsFormSchema, { Category: null, Message: ' ' })).toEqual([
      ['Category', 'Please select an enquiry type'],
      ['Message', 'Please provide a message for your enquiry'],
    ]);
    expect(issues(contactUsFormSchema, { ...valid, Message: 'x'.repeat(951) })).toEqual([
      ['Message', 'Your message must be 950 characters or fewer'],
    ]);
  });

  it('asks for a 1-25 character reason when the category is Other', () => {
    const other = { ...valid, Category: { Id: 9, Item: 'Other' } };
    expect(issues(contactUsFormSchema, other)).toEqual([
      ['CustomCategory', 'Reason must be between 1 - 25 characters'],
    ]);
    expect(issues(contactUsFormSchema, { ...other, CustomCategory: 'x'.repeat(26) })).toEqual([
      ['CustomCategory', 'Reason must be between 1 - 25 characters'],
    ]);
    expect(contactUsFormSchema.safeParse({ ...other, CustomCategory: 'x'.repeat(25) }).success).toBe(true);
  });
});
