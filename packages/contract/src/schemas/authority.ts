import { z } from 'zod/mini';
import { tokenOnlyRequestSchema, wireDateSchema } from './common.js';

/** Authority to release information (part 2 §3); the signature upload is in uploads.ts. */

/** POST /api/account/getauthorityformdata: token only. */
export const getAuthorityFormDataRequestSchema = tokenOnlyRequestSchema;
export type GetAuthorityFormDataRequest = z.infer<typeof getAuthorityFormDataRequestSchema>;

export const authorityAddressSchema = z.object({
  AddressLine1: z.string(),
  AddressLine2: z.string(),
  AddressLine3: z.string(),
});

/** FirstName, Surname, ClaimNumber, Address (AddressLine1-3), DateOfBirth, DateOfAccident, Initials. */
export const getAuthorityFormDataResponseSchema = z.object({
  FirstName: z.string(),
  Surname: z.string(),
  ClaimNumber: z.string(),
  Address: authorityAddressSchema,
  DateOfBirth: wireDateSchema,
  DateOfAccident: wireDateSchema,
  Initials: z.string(),
});
export type GetAuthorityFormDataResponse = z.infer<typeof getAuthorityFormDataResponseSchema>;
