import { z } from 'zod/mini';
import { bankAccountDetailsSchema } from '../bank-details/schemas.js';
import { contactDetailsSchema } from '../contact-details/schemas.js';
import { personalDetailsSchema } from '../personal-details/schemas.js';
import {
  acknowledgedResponseSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
} from '../shared/common-schemas.js';

/** The account area (My Details): the Account read and the preferences; its personal, contact and bank
 * details are their own domains (part 1 §3, §7). */

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

/** POST /api/account/updatepreferences: SMS, Email (answer not shown; ours: true). */
export const updatePreferencesRequestSchema = z.extend(tokenBodySchema, {
  SMS: z.boolean(),
  Email: z.boolean(),
});
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequestSchema>;
export const updatePreferencesResponseSchema = acknowledgedResponseSchema;
export type UpdatePreferencesResponse = z.infer<typeof updatePreferencesResponseSchema>;
