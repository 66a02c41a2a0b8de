import { z } from 'zod/mini';
import { ACCESS_CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_CLASSES } from '../limits.js';
import { messages } from '../messages.js';
import { characterCount, isEmail, stripSpaces } from './text.js';

const m = messages.fields;

/** Sign-in username: required e-mail, spaces removed (part 1 §5). One generic message for every failure. */
export const signInEmailSchema = z
  .string({ error: m.signIn.email })
  .check(z.overwrite(stripSpaces), z.refine(isEmail, { error: m.signIn.email }));

/** Sign-in password: required only; its rules are not revealed at sign-in (part 1 §5). */
export const signInPasswordSchema = z
  .string({ error: m.signIn.password })
  .check(z.minLength(1, { error: m.signIn.password }));

/** Registration username: required e-mail, spaces stripped (part 1 §5). */
export const usernameSchema = z
  .string({ error: m.username })
  .check(z.overwrite(stripSpaces), z.refine(isEmail, { error: m.username }));

const passwordClasses = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{N}\s]/u] as const;

/** How many of lowercase, uppercase, digit and symbol the password uses (part 1 §5). */
export function passwordClassCount(password: string): number {
  return passwordClasses.filter((pattern) => pattern.test(password)).length;
}

/** 8-16 characters and at least 3 of the 4 classes (part 1 §5, §9). */
export function isValidPassword(password: string): boolean {
  const length = characterCount(password);
  return (
    length >= PASSWORD_MIN && length <= PASSWORD_MAX && passwordClassCount(password) >= PASSWORD_MIN_CLASSES
  );
}

/** A new password on registration and reset: "Enter a valid password". */
export const passwordSchema = z.string({ error: m.password.invalid }).check(
  z.refine(isValidPassword, {
    error: m.password.invalid,
  }),
);

/** The new password on the change-password form: "New Password must follow rules." */
export const newPasswordSchema = z.string({ error: m.password.newRules }).check(
  z.refine(isValidPassword, {
    error: m.password.newRules,
  }),
);

/** The confirmation box; the match itself is checked by the form (see passwordsMatch). */
export const confirmPasswordSchema = z.string({ error: m.password.mismatch });

/** Current password on the change-password form: required here; the server answers 80 when wrong. */
export const currentPasswordSchema = z
  .string({ error: m.password.currentRequired })
  .check(z.minLength(1, { error: m.password.currentRequired }));

/**
 * Adds "Password must match" on ReEnterPassword. It runs even while other fields are invalid, so the
 * confirmation is rechecked on every keystroke in the new password (part 1 §5).
 */
export function passwordsMatch(
  value: { NewPassword?: unknown; ReEnterPassword?: unknown },
  ctx: z.core.$RefinementCtx,
): void {
  if (value.NewPassword !== value.ReEnterPassword || value.ReEnterPassword === '') {
    ctx.addIssue({ code: 'custom', message: m.password.mismatch, path: ['ReEnterPassword'] });
  }
}

export const ACCESS_CODE_PATTERN = new RegExp(`^\\d{${ACCESS_CODE_LENGTH}}$`);

/** Access code: required, exactly 4 digits (part 1 §5). */
export const accessCodeSchema = z
  .string({ error: m.accessCode })
  .check(z.trim(), z.regex(ACCESS_CODE_PATTERN, { error: m.accessCode }));

/**
 * The sign-in form (part 1 §5). Here rather than with the other forms (account-forms.ts): /login then
 * loads only the credentials' rules, not every form's (issue 28, /login's scripts).
 */
export const signInFormSchema = z.object({
  EmailAddress: signInEmailSchema,
  Password: signInPasswordSchema,
  RememberMe: z._default(z.boolean(), false),
});
export type SignInForm = z.infer<typeof signInFormSchema>;
