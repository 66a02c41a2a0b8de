import {
  type CreateAccountRequest,
  type RegistrationForm,
  createRegistrationFormSchema,
  serverErrors,
} from '@portal/contract';
import type { z } from 'zod/mini';
import { AppError } from '../../http/app-error.js';

/**
 * The registration form's rules are the contract's (spec part 1 §5), checked again on the server.
 * Terms are agreed in the browser before it can submit, so they are not on the wire.
 */
export function parseRegistrationForm(body: CreateAccountRequest, now: Date): RegistrationForm {
  const result = createRegistrationFormSchema({ today: () => now }).safeParse({
    ...body,
    MobileNumber: body.MobileNumber ?? '',
    // The wire leaves the postal address out when it is the same as home.
    AreAddressesSame: body.AreAddressesSame ?? !body.PostalAddress,
    AgreeTerms: true,
  });
  if (result.success) return result.data;
  throw registrationIssueError(result.error.issues[0]);
}

/** One catalogue error for the first broken rule; form messages travel as invalidRequest (101). */
function registrationIssueError(issue: z.core.$ZodIssue | undefined): AppError {
  if (!issue) return new AppError('invalidRequest');
  const field = issue.path[0];
  if (field === 'NewPassword') return new AppError('passwordRules');
  if (field === 'ReEnterPassword') return new AppError('passwordMismatch');
  if (issue.message === serverErrors.registrationTooYoung.Message)
    return new AppError('registrationTooYoung');
  return new AppError('invalidRequest', { message: issue.message });
}
