import { z } from 'zod/mini';
import {
  documentDraftAnswerSchema,
  saveDocumentDraftRequestSchema,
  submitDocumentRequestSchema,
} from '../form-drafts/schemas.js';
import {
  acknowledgedResponseSchema,
  tokenOnlyRequestSchema,
  wireIdSchema,
} from '../shared/common-schemas.js';
import { multipartTokenFieldsSchema, uploadFileResponseSchema } from '../uploads/schemas.js';

/**
 * The send-documents form's calls (part 2 §2 "Send documents", §7): its draft and its file uploads.
 * The draft's shape is form-drafts' document draft.
 */

// Documents: updatedocumentform, getdraftdocumentform, discarddraftdocuments, submitdocumentform.
export const updateDocumentFormRequestSchema = saveDocumentDraftRequestSchema;
export type UpdateDocumentFormRequest = z.infer<typeof updateDocumentFormRequestSchema>;
export const updateDocumentFormResponseSchema = acknowledgedResponseSchema;
export type UpdateDocumentFormResponse = z.infer<typeof updateDocumentFormResponseSchema>;
export const getDraftDocumentFormRequestSchema = tokenOnlyRequestSchema;
export type GetDraftDocumentFormRequest = z.infer<typeof getDraftDocumentFormRequestSchema>;
/** "draft form for get"; ours: null when there is none. */
export const getDraftDocumentFormResponseSchema = z.nullable(documentDraftAnswerSchema);
export type GetDraftDocumentFormResponse = z.infer<typeof getDraftDocumentFormResponseSchema>;
export const discardDraftDocumentsRequestSchema = tokenOnlyRequestSchema;
export type DiscardDraftDocumentsRequest = z.infer<typeof discardDraftDocumentsRequestSchema>;
export const discardDraftDocumentsResponseSchema = acknowledgedResponseSchema;
export type DiscardDraftDocumentsResponse = z.infer<typeof discardDraftDocumentsResponseSchema>;
export const submitDocumentFormRequestSchema = submitDocumentRequestSchema;
export type SubmitDocumentFormRequest = z.infer<typeof submitDocumentFormRequestSchema>;
export const submitDocumentFormResponseSchema = acknowledgedResponseSchema;
export type SubmitDocumentFormResponse = z.infer<typeof submitDocumentFormResponseSchema>;

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
