import { z } from 'zod/mini';
import { addressSchema } from '../address/schemas.js';
import { acknowledgedResponseSchema, tokenBodySchema, wireFieldSchema } from '../shared/common-schemas.js';

/** Contact details: e-mail, mobile, phone, home and postal addresses (part 1 §3, §7). */

/** PhoneNumber with IntlNumber (fixed 61), AreaCode (2 digits), Number (8 digits). */
export const phoneNumberSchema = z.object({
  IntlNumber: wireFieldSchema,
  AreaCode: wireFieldSchema,
  Number: wireFieldSchema,
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

/**
 * POST /api/account/updatecontactdetails: the ContactDetails object. AccessToken is the secure token
 * when isSecureUpdate is true (needed to change e-mail or mobile), else the session token.
 */
export const updateContactDetailsRequestSchema = z.extend(tokenBodySchema, {
  EmailAddress: wireFieldSchema,
  MobileNumber: z.optional(wireFieldSchema),
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
