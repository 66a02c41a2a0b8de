import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  dbIntegerSchema,
  formIdResponseSchema,
  tokenBodySchema,
  wireDateSchema,
  wireFieldSchema,
  wireIdSchema,
} from '../shared/common-schemas.js';
import { multipartTokenFieldsSchema, uploadFileResponseSchema } from '../uploads/schemas.js';

/** Personal details and the request to change them (part 1 §2 "Personal details edit", §3, §7). */

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

/**
 * POST /api/account/updatepersonaldetails: FormId plus name fields, DateOfBirth, Reason, OtherReason;
 * answers a form id model (part 1 §3). Ours: FormId is empty/absent on a first submission; Reason is
 * the UpdatePersonalReason item Id.
 */
export const updatePersonalDetailsRequestSchema = z.extend(tokenBodySchema, {
  FormId: z.optional(wireIdSchema),
  Title: wireFieldSchema,
  FirstName: wireFieldSchema,
  MiddleNames: z.optional(wireFieldSchema),
  Surname: wireFieldSchema,
  DateOfBirth: wireDateSchema,
  Reason: dbIntegerSchema,
  OtherReason: z.optional(wireFieldSchema),
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

/** POST multipart /api/documentupload/uploaddetailsfile: FormId from the personal-details form id model. */
export const uploadDetailsFileRequestSchema = z.extend(multipartTokenFieldsSchema, { FormId: wireIdSchema });
export type UploadDetailsFileRequest = z.infer<typeof uploadDetailsFileRequestSchema>;
export const uploadDetailsFileResponseSchema = uploadFileResponseSchema;
export type UploadDetailsFileResponse = z.infer<typeof uploadDetailsFileResponseSchema>;
