import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { createPersonalDetailsFormSchema } from './validation.js';

const today = () => ({ year: 2024, month: 6, day: 15 });
/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

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
