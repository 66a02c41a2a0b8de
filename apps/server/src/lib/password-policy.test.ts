import { existsSync, readFileSync } from 'node:fs';
import { isValidPassword, serverErrors } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { assertAcceptableNewPassword, breachedPasswordsPath, isBreachedPassword } from './password-policy.js';

const numberThrown = (run: () => void): number | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.item.Number : -1;
  }
};

describe('password policy', () => {
  it('ships a list of a few thousand lower-case breached passwords', () => {
    expect(existsSync(breachedPasswordsPath)).toBe(true);
    const lines = readFileSync(breachedPasswordsPath, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(2000);
    expect(lines.every((line) => line === line.toLowerCase())).toBe(true);
  });

  it('refuses common passwords that pass the character rule, whatever their case', () => {
    for (const password of [
      'Password1!',
      'Welcome123',
      'Summer2024!',
      'P@ssw0rd',
      'Qwerty123!',
      'PASSWORD123!',
    ]) {
      expect(isValidPassword(password), password).toBe(true);
      expect(isBreachedPassword(password), password).toBe(true);
    }
  });

  it('accepts a password that is not on the list', () => {
    expect(isBreachedPassword('Tram-Lines-42')).toBe(false);
    expect(numberThrown(() => assertAcceptableNewPassword('Tram-Lines-42', 'Tram-Lines-42'))).toBeUndefined();
  });

  it('checks the rule, then the confirmation, then the breached list', () => {
    expect(numberThrown(() => assertAcceptableNewPassword('short1A', 'short1A'))).toBe(
      serverErrors.passwordRules.Number,
    );
    expect(numberThrown(() => assertAcceptableNewPassword('Tram-Lines-42', 'Tram-Lines-43'))).toBe(
      serverErrors.passwordMismatch.Number,
    );
    expect(numberThrown(() => assertAcceptableNewPassword('Welcome123', 'Welcome123'))).toBe(
      serverErrors.passwordBreached.Number,
    );
  });
});
