import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { createRetrievalFormSchema } from './validation.js';

const today = () => ({ year: 2024, month: 6, day: 15 });
/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

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
