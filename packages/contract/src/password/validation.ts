import { z } from 'zod/mini';
import { fieldMessages } from '../shared/field-messages.js';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_CLASSES } from '../shared/limits.js';
import { characterCount } from '../shared/text.js';

const m = fieldMessages;

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

export const resetPasswordFormSchema = z
  .object({ NewPassword: passwordSchema, ReEnterPassword: confirmPasswordSchema })
  .check(z.superRefine(passwordsMatch));
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const updatePasswordFormSchema = z
  .object({
    OldPassword: currentPasswordSchema,
    NewPassword: newPasswordSchema,
    ReEnterPassword: confirmPasswordSchema,
  })
  .check(z.superRefine(passwordsMatch));
export type UpdatePasswordForm = z.infer<typeof updatePasswordFormSchema>;
