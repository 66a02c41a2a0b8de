import { z } from 'zod/mini';
import { fieldMessages } from '../shared/field-messages.js';
import { isEmail, stripSpaces } from '../shared/text.js';

const m = fieldMessages;

/** Sign-in username: required e-mail, spaces removed (part 1 §5). One generic message for every failure. */
export const signInEmailSchema = z
  .string({ error: m.signIn.email })
  .check(z.overwrite(stripSpaces), z.refine(isEmail, { error: m.signIn.email }));

/** Sign-in password: required only; its rules are not revealed at sign-in (part 1 §5). */
export const signInPasswordSchema = z
  .string({ error: m.signIn.password })
  .check(z.minLength(1, { error: m.signIn.password }));

/**
 * The sign-in form (part 1 §5), beside the sign-in fields: /login then loads only these rules, not
 * every form's (issue 28, /login's scripts).
 */
export const signInFormSchema = z.object({
  EmailAddress: signInEmailSchema,
  Password: signInPasswordSchema,
  RememberMe: z._default(z.boolean(), false),
});
export type SignInForm = z.infer<typeof signInFormSchema>;
