import { taskIdField } from '../tasks/schemas.js';
import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  dbIntegerSchema,
  formIdResponseSchema,
  tokenBodySchema,
  wireFieldSchema,
  wireIdSchema,
  wireTextSchema,
} from '../shared/common-schemas.js';
import { multipartTokenFieldsSchema, uploadFileResponseSchema } from '../uploads/schemas.js';

/**
 * Contact us (part 2 §3, §4, §7): step 1 uploadcontactform answers an Identifier, step 2 uploads each
 * file with FormId (uploadcontactfile), step 3 submitcontactform carries the form id.
 */

/**
 * Enquiry: Category, Message, CustomCategory (only for Other).
 * Ours: Category is the ContactCategories item Id.
 */
export const uploadContactFormRequestSchema = z.extend(tokenBodySchema, {
  Category: dbIntegerSchema,
  Message: wireTextSchema,
  CustomCategory: z.optional(wireFieldSchema),
});
export type UploadContactFormRequest = z.infer<typeof uploadContactFormRequestSchema>;
export const uploadContactFormResponseSchema = formIdResponseSchema;
export type UploadContactFormResponse = z.infer<typeof uploadContactFormResponseSchema>;

/** Ours: the form id travels as FormId, the name the file uploads use. */
export const submitContactFormRequestSchema = z.extend(tokenBodySchema, {
  FormId: wireIdSchema,
  ...taskIdField,
});
export type SubmitContactFormRequest = z.infer<typeof submitContactFormRequestSchema>;
export const submitContactFormResponseSchema = acknowledgedResponseSchema;
export type SubmitContactFormResponse = z.infer<typeof submitContactFormResponseSchema>;

/** POST multipart /api/documentupload/uploadcontactfile (path not shown; ours): "sent with FormId". */
export const uploadContactFileRequestSchema = z.extend(multipartTokenFieldsSchema, { FormId: wireIdSchema });
export type UploadContactFileRequest = z.infer<typeof uploadContactFileRequestSchema>;
export const uploadContactFileResponseSchema = uploadFileResponseSchema;
export type UploadContactFileResponse = z.infer<typeof uploadContactFileResponseSchema>;
