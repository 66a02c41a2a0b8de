import { z } from 'zod/mini';
import {
  homeAddressSchema,
  optionalEmailSchema,
  optionalMobileSchema,
  postalAddressSchema,
  requirePostalAddress,
} from '../contact-details/validation.js';
import { fieldMessages } from '../shared/field-messages.js';
import { confirmPasswordSchema, passwordSchema, passwordsMatch } from '../password/validation.js';
import {
  claimNumberSchema,
  createRegistrationDateOfBirthSchema,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  type TodayOptions,
} from '../shared/identity.js';
import { isEmail, stripSpaces } from '../shared/text.js';

const m = fieldMessages;

/** Registration username: required e-mail, spaces stripped (part 1 §5). */
export const usernameSchema = z
  .string({ error: m.username })
  .check(z.overwrite(stripSpaces), z.refine(isEmail, { error: m.username }));

/** Registration (part 1 §3, §5): TACNumber is the combined NN/NNNNN of the two claim-number boxes. */
export function createRegistrationFormSchema(options: TodayOptions = {}) {
  return z
    .object({
      Username: usernameSchema,
      FirstName: firstNameSchema,
      MiddleName: z.optional(middleNameSchema),
      LastName: lastNameSchema,
      DateOfBirth: createRegistrationDateOfBirthSchema(options),
      TACNumber: claimNumberSchema,
      EmailAddress: optionalEmailSchema,
      MobileNumber: optionalMobileSchema,
      NewPassword: passwordSchema,
      ReEnterPassword: confirmPasswordSchema,
      HomeAddress: homeAddressSchema(m.address.registrationHome),
      PostalAddress: postalAddressSchema,
      AreAddressesSame: z._default(z.boolean(), false),
      AgreeTerms: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (!form.AgreeTerms) ctx.addIssue({ code: 'custom', message: m.terms, path: ['AgreeTerms'] });
        passwordsMatch(form, ctx);
        requirePostalAddress(
          form.PostalAddress,
          form.AreAddressesSame,
          ctx,
          'PostalAddress',
          m.address.registrationPostal,
        );
      }),
    );
}
export const registrationFormSchema = createRegistrationFormSchema();
export type RegistrationForm = z.infer<typeof registrationFormSchema>;
