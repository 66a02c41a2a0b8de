import { z } from 'zod/mini';
import { acknowledgedResponseSchema, tokenBodySchema, wireIdSchema } from './common.js';

/**
 * File uploads and stored files (part 1 §7, part 2 §7). Multipart calls append the access token as
 * the `accessToken` form field (RESOLUTIONS.md); the file travels under `uploads[]`, except the
 * authority form's signature, which travels as `Signature` (png). Form fields are always text.
 */
export const UPLOAD_FILE_FIELD = 'uploads[]';
export const SIGNATURE_FILE_FIELD = 'Signature';

export const multipartTokenFieldsSchema = z.object({ accessToken: z.optional(z.string()) });

/** Uploads answer the stored file's id (part 1 §7 "response body FileId"). */
export const uploadFileResponseSchema = z.object({ FileId: wireIdSchema });
export type UploadFileResponse = z.infer<typeof uploadFileResponseSchema>;

/** POST multipart /api/documentupload/uploaddetailsfile: FormId from the personal-details form id model. */
export const uploadDetailsFileRequestSchema = z.extend(multipartTokenFieldsSchema, { FormId: wireIdSchema });
export type UploadDetailsFileRequest = z.infer<typeof uploadDetailsFileRequestSchema>;
export const uploadDetailsFileResponseSchema = uploadFileResponseSchema;
export type UploadDetailsFileResponse = z.infer<typeof uploadDetailsFileResponseSchema>;

/** POST multipart /api/documentupload/uploadcontactfile (path not shown; ours): "sent with FormId". */
export const uploadContactFileRequestSchema = z.extend(multipartTokenFieldsSchema, { FormId: wireIdSchema });
export type UploadContactFileRequest = z.infer<typeof uploadContactFileRequestSchema>;
export const uploadContactFileResponseSchema = uploadFileResponseSchema;
export type UploadContactFileResponse = z.infer<typeof uploadContactFileResponseSchema>;

/**
 * POST multipart /api/documentupload/uploaddocumentfile and uploadreceiptfile (paths not shown; ours):
 * the file joins the claimant's documents / receipts draft, so FormId is optional.
 */
export const uploadDocumentFileRequestSchema = z.extend(multipartTokenFieldsSchema, {
  FormId: z.optional(wireIdSchema),
});
export type UploadDocumentFileRequest = z.infer<typeof uploadDocumentFileRequestSchema>;
export const uploadDocumentFileResponseSchema = uploadFileResponseSchema;
export type UploadDocumentFileResponse = z.infer<typeof uploadDocumentFileResponseSchema>;

export const uploadReceiptFileRequestSchema = uploadDocumentFileRequestSchema;
export type UploadReceiptFileRequest = z.infer<typeof uploadReceiptFileRequestSchema>;
export const uploadReceiptFileResponseSchema = uploadFileResponseSchema;
export type UploadReceiptFileResponse = z.infer<typeof uploadReceiptFileResponseSchema>;

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
});
export type UploadAuthorityFormRequest = z.infer<typeof uploadAuthorityFormRequestSchema>;
/** Answer not shown; ours: the stored signature's FileId, like every upload. */
export const uploadAuthorityFormResponseSchema = uploadFileResponseSchema;
export type UploadAuthorityFormResponse = z.infer<typeof uploadAuthorityFormResponseSchema>;

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
