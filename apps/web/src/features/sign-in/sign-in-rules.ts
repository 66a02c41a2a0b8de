import { signInEmailSchema, signInPasswordSchema } from '@portal/contract';

/** The sign-in form's values, named as the login request names them (part 1 §3). */
export interface SignInValues {
  EmailAddress: string;
  Password: string;
  RememberMe: boolean;
}

/** The contract's sign-in rules (part 1 §5) applied to the form; undefined means valid. */
export function signInFormErrors(values: SignInValues): { EmailAddress?: string; Password?: string } {
  const email = signInEmailSchema.safeParse(values.EmailAddress);
  const password = signInPasswordSchema.safeParse(values.Password);
  return {
    ...(email.success ? {} : { EmailAddress: email.error.issues[0]?.message }),
    ...(password.success ? {} : { Password: password.error.issues[0]?.message }),
  };
}
