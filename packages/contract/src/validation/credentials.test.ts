import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  accessCodeSchema,
  currentPasswordSchema,
  isValidPassword,
  newPasswordSchema,
  passwordClassCount,
  passwordSchema,
  signInEmailSchema,
  signInPasswordSchema,
  usernameSchema,
} from './credentials.js';
import { stripSpaces } from './text.js';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

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

  it('requires the registration username to be an e-mail', () => {
    expect(usernameSchema.parse('ann@example.com ')).toBe('ann@example.com');
    expect(firstMessage(usernameSchema, 'ann')).toBe('Username must be an email, try again');
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

describe('access code', () => {
  it('accepts exactly four digits', () => {
    expect(accessCodeSchema.parse('0123')).toBe('0123');
  });

  it('refuses anything else', () => {
    for (const code of ['', '123', '12345', '12a4']) {
      expect(firstMessage(accessCodeSchema, code)).toBe('Enter the 4 digit access code');
    }
  });
});
