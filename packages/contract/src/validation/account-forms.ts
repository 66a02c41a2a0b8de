import { z } from 'zod/mini';
import { REASON_MAX, REASON_MIN } from '../limits.js';
import { messages } from '../messages.js';
import { idItemSchema } from '../schemas/common.js';
import { accountNameSchema, accountNumberSchema, bsbSchema } from './bank.js';
import {
  accountEmailSchema,
  homeAddressSchema,
  optionalEmailSchema,
  optionalMobileSchema,
  phoneSchema,
  postalAddressSchema,
  requireMobileOrEmail,
  requirePostalAddress,
} from './contact.js';
import {
  accessCodeSchema,
  confirmPasswordSchema,
  currentPasswordSchema,
  newPasswordSchema,
  passwordSchema,
  passwordsMatch,
  usernameSchema,
} from './credentials.js';
import {
  claimNumberSchema,
  createDateOfBirthSchema,
  createRegistrationDateOfBirthSchema,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  surnameSchema,
  type TodayOptions,
} from './identity.js';
import { characterCount } from './text.js';

/**
 * Form-level rules of part 1 (§5), keyed by the wire field names so the web's zodResolver and the
 * server's services share them. Form-only fields (terms, same-as-home) are named here.
 */
const m = messages.fields;

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

/** The UpdatePersonalReason item whose choice asks for free text (part 1 §5). */
export function isOtherItem(item: { Item: string } | null | undefined): boolean {
  return item?.Item.trim().toLowerCase() === 'other';
}

/**
 * Personal details (part 1 §2, §5). Reason is the chosen UpdatePersonalReason item (null until chosen)
 * so the rule can see whether it is Other; the wire carries its Id.
 */
export function createPersonalDetailsFormSchema(options: TodayOptions = {}) {
  return z
    .object({
      Title: z.string({ error: m.name.title }).check(z.minLength(1, { error: m.name.title })),
      FirstName: firstNameSchema,
      MiddleNames: z.optional(middleNameSchema),
      Surname: surnameSchema,
      DateOfBirth: createDateOfBirthSchema(options),
      Reason: z.optional(z.nullable(idItemSchema)),
      OtherReason: z.optional(z.string().check(z.trim())),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (!form.Reason) {
          ctx.addIssue({ code: 'custom', message: m.reason.required, path: ['Reason'] });
          return;
        }
        const length = characterCount(form.OtherReason ?? '');
        if (isOtherItem(form.Reason) && (length < REASON_MIN || length > REASON_MAX)) {
          ctx.addIssue({ code: 'custom', message: m.reason.other, path: ['OtherReason'] });
        }
      }),
    );
}
export const personalDetailsFormSchema = createPersonalDetailsFormSchema();
export type PersonalDetailsForm = z.infer<typeof personalDetailsFormSchema>;

/** Contact Details section (part 1 §5): phone, home address, postal address unless same as home. */
export const contactDetailsFormSchema = z
  .object({
    PhoneNumber: phoneSchema,
    HomeAddressForDB: homeAddressSchema(),
    PostalAddressForDB: postalAddressSchema,
    AreAddressesSame: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((form, ctx) => {
      requirePostalAddress(form.PostalAddressForDB, form.AreAddressesSame, ctx, 'PostalAddressForDB');
    }),
  );
export type ContactDetailsForm = z.infer<typeof contactDetailsFormSchema>;

/** Email Address section: the account must keep an e-mail (part 1 §5). */
export const emailAddressFormSchema = z.object({ EmailAddress: accountEmailSchema });
export type EmailAddressForm = z.infer<typeof emailAddressFormSchema>;

/** Mobile Number section: the mobile is optional on the account (part 1 §5). */
export const mobileNumberFormSchema = z.object({ MobileNumber: optionalMobileSchema });
export type MobileNumberForm = z.infer<typeof mobileNumberFormSchema>;

/** Bank Account Details section (part 1 §5); Bsb leaves as NNN-NNN. BankName is read-only. */
export const bankDetailsFormSchema = z.object({
  BankName: z.optional(z.string()),
  AccountName: accountNameSchema,
  Bsb: bsbSchema,
  AccountNumber: accountNumberSchema,
});
export type BankDetailsForm = z.infer<typeof bankDetailsFormSchema>;

export const accessCodeFormSchema = z.object({ SecurityCode: accessCodeSchema });
export type AccessCodeForm = z.infer<typeof accessCodeFormSchema>;
