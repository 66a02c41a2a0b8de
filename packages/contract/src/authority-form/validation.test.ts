import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { authorityFormSchema } from './validation.js';

const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('authorityFormSchema', () => {
  it('requires a signature', () => {
    expect(authorityFormSchema.safeParse({ Signature: 'data:image/png;base64,AAAA' }).success).toBe(true);
    expect(issues(authorityFormSchema, { Signature: '' })).toEqual([['Signature', 'Please sign the form']]);
  });
});
