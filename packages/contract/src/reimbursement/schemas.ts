import { z } from 'zod/mini';
import { receiptDraftAnswerSchema, submitReceiptRequestSchema } from '../form-drafts/schemas.js';
import { uploadDocumentFileRequestSchema } from '../send-documents/schemas.js';
import { acknowledgedResponseSchema, tokenOnlyRequestSchema } from '../shared/common-schemas.js';
import { uploadFileResponseSchema } from '../uploads/schemas.js';

/**
 * The reimbursement form's calls (part 2 §2 "Reimbursement form", §7): its draft and its receipt
 * uploads. The draft's shape is form-drafts' receipt draft, which the generic draft calls share.
 */

// Receipts: getdraftreceipts, discarddraftreceipts, submitreceipts ("not shown"; ours below).
export const getDraftReceiptsRequestSchema = tokenOnlyRequestSchema;
export type GetDraftReceiptsRequest = z.infer<typeof getDraftReceiptsRequestSchema>;
/** Ours: the reimbursement draft, or null when there is none. */
export const getDraftReceiptsResponseSchema = z.nullable(receiptDraftAnswerSchema);
export type GetDraftReceiptsResponse = z.infer<typeof getDraftReceiptsResponseSchema>;
export const discardDraftReceiptsRequestSchema = tokenOnlyRequestSchema;
export type DiscardDraftReceiptsRequest = z.infer<typeof discardDraftReceiptsRequestSchema>;
export const discardDraftReceiptsResponseSchema = acknowledgedResponseSchema;
export type DiscardDraftReceiptsResponse = z.infer<typeof discardDraftReceiptsResponseSchema>;
export const submitReceiptsRequestSchema = submitReceiptRequestSchema;
export type SubmitReceiptsRequest = z.infer<typeof submitReceiptsRequestSchema>;
export const submitReceiptsResponseSchema = acknowledgedResponseSchema;
export type SubmitReceiptsResponse = z.infer<typeof submitReceiptsResponseSchema>;

export const uploadReceiptFileRequestSchema = uploadDocumentFileRequestSchema;
export type UploadReceiptFileRequest = z.infer<typeof uploadReceiptFileRequestSchema>;
export const uploadReceiptFileResponseSchema = uploadFileResponseSchema;
export type UploadReceiptFileResponse = z.infer<typeof uploadReceiptFileResponseSchema>;
