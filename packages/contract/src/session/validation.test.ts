import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { stripSpaces } from '../shared/text.js';
import { signInEmailSchema, signInFormSchema, signInPasswordSchema } from './validation.js';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('sign-in fields', () => {
  it('strips spaces from the e-mail before checking it', () => {
    expect(stripSpaces(' ann @example.com ')).toBe('ann@example.com');
    expect(signInEmailSchema.parse(' ann@exam ple.com')).toBe('ann@example.com');
  });

  it('refuses a missing or malformed e-mail with the generic sign-in message', () => {
    expect(firstMessage(signInEmailSchema, '')).toBe('Email not found, try again.');
    expect(firstMessage(signInEmailSchema, 'ann@example')).toBe('Email not found, try again.');
  });

  it('requires a password without revealing its rules', () => {
    expect(signInPasswordSchema.safeParse('x').success).toBe(true);
    expect(firstMessage(signInPasswordSchema, '')).toBe('Provide valid login details');
  });
});

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
