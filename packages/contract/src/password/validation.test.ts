import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  currentPasswordSchema,
  isValidPassword,
  newPasswordSchema,
  passwordClassCount,
  passwordSchema,
  resetPasswordFormSchema,
  updatePasswordFormSchema,
} from './validation.js';

/** The issues of a failed parse as [field, message] pairs, the shape React Hook Form shows. */
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

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

describe('password rules', () => {
  it('counts the four character classes', () => {
    expect(passwordClassCount('abcdefgh')).toBe(1);
    expect(passwordClassCount('abcdEFGH')).toBe(2);
    expect(passwordClassCount('abcdEF12')).toBe(3);
    expect(passwordClassCount('aB1!')).toBe(4);
    expect(passwordClassCount('12345678!')).toBe(2);
    expect(passwordClassCount('        ')).toBe(0);
  });

  it('accepts any three of the four classes', () => {
    for (const password of ['abcdEF12', 'abcdef1!', 'ABCDEF1!', 'abcdEFG!', 'aB1!aB1!']) {
      expect(isValidPassword(password)).toBe(true);
    }
  });

  it('refuses two classes, fewer than 8 or more than 16 characters', () => {
    expect(firstMessage(passwordSchema, 'abcdefgh1')).toBe('Enter a valid password');
    expect(firstMessage(passwordSchema, 'ABCDEFG!')).toBe('Enter a valid password');
    expect(firstMessage(passwordSchema, 'aB1!aB1')).toBe('Enter a valid password');
    expect(passwordSchema.safeParse('aB1!aB1!aB1!aB1!').success).toBe(true);
    expect(firstMessage(passwordSchema, 'aB1!aB1!aB1!aB1!a')).toBe('Enter a valid password');
    expect(firstMessage(passwordSchema, '')).toBe('Enter a valid password');
  });

  it('words the change-password rule its own way', () => {
    expect(firstMessage(newPasswordSchema, 'short')).toBe('New Password must follow rules.');
    expect(firstMessage(currentPasswordSchema, '')).toBe('Enter your current password');
    expect(currentPasswordSchema.safeParse('anything').success).toBe(true);
  });
});
