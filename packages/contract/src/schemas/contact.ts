import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  dbIntegerSchema,
  formIdResponseSchema,
  tokenBodySchema,
  wireIdSchema,
} from './common.js';

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
  Message: z.string(),
  CustomCategory: z.optional(z.string()),
});
export type UploadContactFormRequest = z.infer<typeof uploadContactFormRequestSchema>;
export const uploadContactFormResponseSchema = formIdResponseSchema;
export type UploadContactFormResponse = z.infer<typeof uploadContactFormResponseSchema>;

/** Ours: the form id travels as FormId, the name the file uploads use. */
export const submitContactFormRequestSchema = z.extend(tokenBodySchema, { FormId: wireIdSchema });
export type SubmitContactFormRequest = z.infer<typeof submitContactFormRequestSchema>;
export const submitContactFormResponseSchema = acknowledgedResponseSchema;
export type SubmitContactFormResponse = z.infer<typeof submitContactFormResponseSchema>;
