import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isValidPassword } from '@portal/contract';
import { AppError } from './app-error.js';

/**
 * The password rule for a new password (spec part 1 §5: 8-16 characters, 3 of 4 classes, confirmation
 * must match) plus the refusal of common breached passwords (RESOLUTIONS.md "Limits with two
 * readings"). The rule itself lives in the contract; this module only adds the breached list.
 */

/**
 * apps/server/data-files/breached-passwords.txt. This module sits at the same depth in src/lib and
 * dist/lib, so one relative path serves the sources and the build (the folder is not named data/,
 * which is ignored as runtime state).
 */
export const breachedPasswordsPath = fileURLToPath(
  new URL('../../data-files/breached-passwords.txt', import.meta.url),
);

let breached: ReadonlySet<string> | undefined;

/** The list, read once on first use; entries are lower-case, one a line. */
function breachedPasswords(): ReadonlySet<string> {
  breached ??= new Set(
    readFileSync(breachedPasswordsPath, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return breached;
}

/** Compared lower-case: "Password1!" is as guessable as "password1!". */
export function isBreachedPassword(password: string): boolean {
  return breachedPasswords().has(password.toLowerCase());
}

/**
 * Checks a new password and its confirmation; throws the catalogue error of the first rule broken:
 * passwordRules (130), passwordMismatch (132), passwordBreached (131).
 */
export function assertAcceptableNewPassword(newPassword: string, reEnterPassword: string): void {
  if (!isValidPassword(newPassword)) throw new AppError('passwordRules');
  if (newPassword !== reEnterPassword) throw new AppError('passwordMismatch');
  if (isBreachedPassword(newPassword)) throw new AppError('passwordBreached');
}
