import { z } from 'zod/mini';
import {
  optionalEmailSchema,
  optionalMobileSchema,
  requireMobileOrEmail,
} from '../contact-details/validation.js';
import {
  claimNumberSchema,
  createDateOfBirthSchema,
  firstNameSchema,
  lastNameSchema,
  type TodayOptions,
} from '../shared/identity.js';

/** Forgot username and forgot password (part 1 §3, §5): at least one of mobile or e-mail. */
export function createRetrievalFormSchema(options: TodayOptions = {}) {
  return z
    .object({
      FirstName: firstNameSchema,
      LastName: lastNameSchema,
      DateOfBirth: createDateOfBirthSchema(options),
      MobileNumber: optionalMobileSchema,
      EmailAddress: optionalEmailSchema,
      ClaimNumber: claimNumberSchema,
    })
    .check(z.superRefine(requireMobileOrEmail));
}
export const retrievalFormSchema = createRetrievalFormSchema();
export type RetrievalForm = z.infer<typeof retrievalFormSchema>;
