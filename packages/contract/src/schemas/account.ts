import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  dbIntegerSchema,
  formIdResponseSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
  wireIdSchema,
  withKeyAlias,
} from './common.js';
import { addressSchema } from './address.js';

/** The account area: personal, contact and bank details, preferences (part 1 §3, §7). */

export const personalDetailsSchema = z.object({
  /** Title text: Dr, Mr, Mrs, Ms, Miss, Prof or Unknown (part 1 §3). */
  Title: z.string(),
  FirstName: z.string(),
  MiddleNames: z.string(),
  Surname: z.string(),
  DateOfBirth: wireDateSchema,
  OtherReason: z.optional(z.string()),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

/** PhoneNumber with IntlNumber (fixed 61), AreaCode (2 digits), Number (8 digits). */
export const phoneNumberSchema = z.object({
  IntlNumber: z.string(),
  AreaCode: z.string(),
  Number: z.string(),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

export const contactDetailsSchema = z.object({
  EmailAddress: z.string(),
  /** Empty text when the account has no mobile. */
  MobileNumber: z.string(),
  PhoneNumber: z.nullable(phoneNumberSchema),
  HomeAddressForDB: z.nullable(addressSchema),
  PostalAddressForDB: z.nullable(addressSchema),
  AccessToken: z.optional(z.string()),
  isSecureUpdate: z.optional(z.boolean()),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

const bankAccountDetailsObjectSchema = z.object({
  BankName: z.string(),
  AccountName: z.string(),
  Bsb: z.string(),
  AccountNumber: z.string(),
});
/** BankAccountDetails: BankName, AccountName, Bsb (the spec also spells it BSB; both accepted), AccountNumber. */
export const bankAccountDetailsSchema = withKeyAlias(bankAccountDetailsObjectSchema, 'Bsb', 'BSB');
export type BankAccountDetails = z.infer<typeof bankAccountDetailsSchema>;

export const preferencesSchema = z.object({ SMS: z.boolean(), Email: z.boolean() });
export type Preferences = z.infer<typeof preferencesSchema>;

/** POST /api/account/getaccount: token only; answers the Account (part 1 §3). */
export const getAccountRequestSchema = tokenOnlyRequestSchema;
export type GetAccountRequest = z.infer<typeof getAccountRequestSchema>;
export const getAccountResponseSchema = z.object({
  PersonalDetails: personalDetailsSchema,
  ContactDetails: contactDetailsSchema,
  /** Our choice: the single-line text shown in the address edit fields. */
  HomeAddressEdit: z.string(),
  PostalAddressEdit: z.string(),
  AreAddressesSame: z.boolean(),
  /** Our choice: null when no bank account is stored. Account number is masked but for its last 3 digits. */
  BankAccountDetails: z.nullable(bankAccountDetailsSchema),
  BankDetailsCanEdit: z.boolean(),
  BankDetailsVerified: z.boolean(),
  Preferences: preferencesSchema,
  IsStateTrustee: z.boolean(),
  /** Our choice for "mobile and e-mail edit can be disabled by flags" (part 1 §6); absent = allowed. */
  MobileEditDisabled: z.optional(z.boolean()),
  EmailEditDisabled: z.optional(z.boolean()),
  AccessToken: z.optional(z.string()),
});
export type GetAccountResponse = z.infer<typeof getAccountResponseSchema>;
export type Account = GetAccountResponse;

/** POST /api/account/verifybankdetails: token only; marks bank details verified (ours: answers true). */
export const verifyBankDetailsRequestSchema = tokenOnlyRequestSchema;
export type VerifyBankDetailsRequest = z.infer<typeof verifyBankDetailsRequestSchema>;
export const verifyBankDetailsResponseSchema = acknowledgedResponseSchema;
export type VerifyBankDetailsResponse = z.infer<typeof verifyBankDetailsResponseSchema>;

/**
 * POST /api/account/updatepersonaldetails: FormId plus name fields, DateOfBirth, Reason, OtherReason;
 * answers a form id model (part 1 §3). Ours: FormId is empty/absent on a first submission; Reason is
 * the UpdatePersonalReason item Id.
 */
export const updatePersonalDetailsRequestSchema = z.extend(tokenBodySchema, {
  FormId: z.optional(wireIdSchema),
  Title: z.string(),
  FirstName: z.string(),
  MiddleNames: z.optional(z.string()),
  Surname: z.string(),
  DateOfBirth: wireDateSchema,
  Reason: dbIntegerSchema,
  OtherReason: z.optional(z.string()),
});
export type UpdatePersonalDetailsRequest = z.infer<typeof updatePersonalDetailsRequestSchema>;
export const updatePersonalDetailsResponseSchema = formIdResponseSchema;
export type UpdatePersonalDetailsResponse = z.infer<typeof updatePersonalDetailsResponseSchema>;

/**
 * POST /api/documentupload/uploaddetailsrequest (part 1 §7): ours — the same personal-details form,
 * recorded as a request awaiting its files; answers the form id the files are uploaded with.
 */
export const uploadDetailsRequestRequestSchema = updatePersonalDetailsRequestSchema;
export type UploadDetailsRequestRequest = z.infer<typeof uploadDetailsRequestRequestSchema>;
export const uploadDetailsRequestResponseSchema = formIdResponseSchema;
export type UploadDetailsRequestResponse = z.infer<typeof uploadDetailsRequestResponseSchema>;

/** POST /api/documentupload/submitdetailsrequest: the final submission with the form id (part 1 §4). */
export const submitDetailsRequestRequestSchema = z.extend(tokenBodySchema, { FormId: wireIdSchema });
export type SubmitDetailsRequestRequest = z.infer<typeof submitDetailsRequestRequestSchema>;
export const submitDetailsRequestResponseSchema = acknowledgedResponseSchema;
export type SubmitDetailsRequestResponse = z.infer<typeof submitDetailsRequestResponseSchema>;

/**
 * POST /api/account/updatecontactdetails: the ContactDetails object. AccessToken is the secure token
 * when isSecureUpdate is true (needed to change e-mail or mobile), else the session token.
 */
export const updateContactDetailsRequestSchema = z.extend(tokenBodySchema, {
  EmailAddress: z.string(),
  MobileNumber: z.optional(z.string()),
  PhoneNumber: z.optional(z.nullable(phoneNumberSchema)),
  HomeAddressForDB: addressSchema,
  /** Our choice: null or absent when the postal address is the same as home. */
  PostalAddressForDB: z.optional(z.nullable(addressSchema)),
  AreAddressesSame: z.optional(z.boolean()),
  isSecureUpdate: z.optional(z.boolean()),
});
export type UpdateContactDetailsRequest = z.infer<typeof updateContactDetailsRequestSchema>;
export const updateContactDetailsResponseSchema = acknowledgedResponseSchema;
export type UpdateContactDetailsResponse = z.infer<typeof updateContactDetailsResponseSchema>;

/** POST /api/account/updatepreferences: SMS, Email (answer not shown; ours: true). */
export const updatePreferencesRequestSchema = z.extend(tokenBodySchema, {
  SMS: z.boolean(),
  Email: z.boolean(),
});
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequestSchema>;
export const updatePreferencesResponseSchema = acknowledgedResponseSchema;
export type UpdatePreferencesResponse = z.infer<typeof updatePreferencesResponseSchema>;

/** POST /api/account/updatebankaccountdetails: bank form plus the secure token in AccessToken. */
export const updateBankAccountDetailsRequestSchema = withKeyAlias(
  z.extend(tokenBodySchema, {
    /** Read-only in the form (filled by verifybsb); the server looks it up again. */
    BankName: z.optional(z.string()),
    AccountName: z.string(),
    Bsb: z.string(),
    AccountNumber: z.string(),
  }),
  'Bsb',
  'BSB',
);
export type UpdateBankAccountDetailsRequest = z.infer<typeof updateBankAccountDetailsRequestSchema>;
export const updateBankAccountDetailsResponseSchema = acknowledgedResponseSchema;
export type UpdateBankAccountDetailsResponse = z.infer<typeof updateBankAccountDetailsResponseSchema>;

/** POST /api/account/verifybsb: BSB as NNN-NNN (field name not shown; ours: Bsb, BSB accepted). */
export const verifyBsbRequestSchema = withKeyAlias(
  z.extend(tokenBodySchema, { Bsb: z.string() }),
  'Bsb',
  'BSB',
);
export type VerifyBsbRequest = z.infer<typeof verifyBsbRequestSchema>;
/** BankName; empty text means unknown (part 1 §7). */
export const verifyBsbResponseSchema = z.object({ BankName: z.string() });
export type VerifyBsbResponse = z.infer<typeof verifyBsbResponseSchema>;
