import { taskIdField } from '../tasks/schemas.js';
import { z } from 'zod/mini';
import { tokenOnlyRequestSchema, wireDateSchema } from '../shared/common-schemas.js';
import { multipartTokenFieldsSchema, uploadFileResponseSchema } from '../uploads/schemas.js';

/** Authority to release information (part 2 §3) and the signature upload. */

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

/** How an authority-form signature was made (issue 13): drawn on the canvas, or typed (WCAG 2.2 2.5.7). */
export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];
/** The longest typed name the authority form takes (ours). */
export const TYPED_NAME_MAX = 200;

/**
 * POST multipart /api/documentupload/uploadauthorityform: file Signature (png); the spec sends no other
 * fields. Ours (issue 13, RESOLUTIONS.md): two optional text fields say how it was signed and, when
 * typed, what was typed; a client that sends only `Signature` keeps working.
 */
export const uploadAuthorityFormRequestSchema = z.extend(multipartTokenFieldsSchema, {
  SignatureMethod: z.optional(z.enum(SIGNATURE_METHODS)),
  TypedName: z.optional(z.string().check(z.maxLength(TYPED_NAME_MAX))),
  ...taskIdField,
});
export type UploadAuthorityFormRequest = z.infer<typeof uploadAuthorityFormRequestSchema>;
/** Answer not shown; ours: the stored signature's FileId, like every upload. */
export const uploadAuthorityFormResponseSchema = uploadFileResponseSchema;
export type UploadAuthorityFormResponse = z.infer<typeof uploadAuthorityFormResponseSchema>;
