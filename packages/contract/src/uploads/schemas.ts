import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  tokenBodySchema,
  wireIdSchema,
  wireTokenSchema,
} from '../shared/common-schemas.js';

/**
 * File uploads and stored files (part 1 §7, part 2 §7). Multipart calls append the access token as
 * the `accessToken` form field (RESOLUTIONS.md); the file travels under `uploads[]`, except the
 * authority form's signature, which travels as `Signature` (png). Form fields are always text.
 */
export const UPLOAD_FILE_FIELD = 'uploads[]';
export const SIGNATURE_FILE_FIELD = 'Signature';

export const multipartTokenFieldsSchema = z.object({ accessToken: z.optional(wireTokenSchema) });

/** Uploads answer the stored file's id (part 1 §7 "response body FileId"). */
export const uploadFileResponseSchema = z.object({ FileId: wireIdSchema });
export type UploadFileResponse = z.infer<typeof uploadFileResponseSchema>;

/** POST /api/documentupload/discardfile: FileId (answer not shown; ours: true). */
export const discardFileRequestSchema = z.extend(tokenBodySchema, { FileId: wireIdSchema });
export type DiscardFileRequest = z.infer<typeof discardFileRequestSchema>;
export const discardFileResponseSchema = acknowledgedResponseSchema;
export type DiscardFileResponse = z.infer<typeof discardFileResponseSchema>;

/** POST /api/documentupload/getfilecontent: Identifier (a FileID); answers Data (base64), MimeType, Filename. */
export const getFileContentRequestSchema = z.extend(tokenBodySchema, { Identifier: wireIdSchema });
export type GetFileContentRequest = z.infer<typeof getFileContentRequestSchema>;
export const getFileContentResponseSchema = z.object({
  Data: z.string(),
  MimeType: z.string(),
  Filename: z.string(),
});
export type GetFileContentResponse = z.infer<typeof getFileContentResponseSchema>;
