import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  fileRefSchema,
  idItemSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
} from './common.js';

/**
 * Drafts of the send-documents and reimbursement forms (part 2 §3, §4, §7). A draft is saved on every
 * change, so draft saves accept partial forms; submissions require the form's core fields.
 * Reimbursement sub-form values travel inside Description as `label_KEY_value` pairs joined by
 * `_SECTION_` (part 2 §3); the server stores the text as given.
 */

/** `{type}` in updateform/getdraft/discarddraft/submit (team brief). */
export const DRAFT_TYPES = ['documents', 'receipts'] as const;
export const draftTypeSchema = z.enum(DRAFT_TYPES);
export type DraftType = z.infer<typeof draftTypeSchema>;
export const draftPathParamsSchema = z.object({ type: draftTypeSchema });
export type DraftPathParams = z.infer<typeof draftPathParamsSchema>;

/** Who to pay: 0 = me, 1 = someone else, 2 = pay my provider. */
export const payOtherSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PayOther = z.infer<typeof payOtherSchema>;

/**
 * Ours (issue 11 "per-file receipt"): where a draft's file stands on the server. `received` stored with
 * its hash recorded, `checked` its type (by its bytes) and size verified, `attached` part of a
 * submission. Optional: clients may send the plain file model back in a save.
 */
export const DRAFT_FILE_STATES = ['received', 'checked', 'attached'] as const;
export const draftFileSchema = z.extend(fileRefSchema, {
  State: z.optional(z.enum(DRAFT_FILE_STATES)),
  /** SHA-256 of the stored bytes, hex. */
  Sha256: z.optional(z.string()),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

/** Draft form (documents): DocumentType (Id, Item), Description, Documents. */
const documentFields = {
  DocumentType: z.nullable(idItemSchema),
  Description: z.string(),
  Documents: z.array(draftFileSchema),
};

/** Reimbursement adds the payment fields (part 2 §3). */
const paymentFields = {
  PayOther: z.nullable(payOtherSchema),
  PaymentName: z.string(),
  PaymentAddress: z.string(),
  PaymentEmail: z.string(),
  PaymentPhone: z.string(),
  PaymentRelationship: z.string(),
  BankAccName: z.string(),
  BankBSB: z.string(),
  BankAccNo: z.string(),
  BankDetailsReadonly: z.boolean(),
};

export const documentDraftSchema = z.object(documentFields);
export type DocumentDraft = z.infer<typeof documentDraftSchema>;

/**
 * Ours (issue 15 "Offline drafts"): how long ago, in milliseconds, the server last saved the draft (a
 * save of its fields or a file joining it), by the server's clock. An age, not a time: a device places
 * it on its own clock without the two clocks having to agree, and weighs a copy it kept offline against
 * it (docs/decisions.md §41). Answers only; a save ignores it.
 */
const savedMsAgoField = { SavedMsAgo: z.optional(z.number().check(z.int(), z.nonnegative())) };
export const documentDraftAnswerSchema = z.extend(documentDraftSchema, savedMsAgoField);
export type DocumentDraftAnswer = z.infer<typeof documentDraftAnswerSchema>;
/** Ours: payment fields are optional in a stored draft (a documents draft has none). */
export const receiptDraftSchema = z.partial(z.extend(documentDraftSchema, paymentFields), {
  PayOther: true,
  PaymentName: true,
  PaymentAddress: true,
  PaymentEmail: true,
  PaymentPhone: true,
  PaymentRelationship: true,
  BankAccName: true,
  BankBSB: true,
  BankAccNo: true,
  BankDetailsReadonly: true,
});
export type ReceiptDraft = z.infer<typeof receiptDraftSchema>;

/** Saves take any subset of the form. */
export const saveDocumentDraftRequestSchema = z.extend(tokenBodySchema, z.partial(documentDraftSchema).shape);
export const saveReceiptDraftRequestSchema = z.extend(tokenBodySchema, z.partial(receiptDraftSchema).shape);

/** Submissions: type and files required; Description may be empty (tax file declaration). */
export const submitDocumentRequestSchema = z.extend(tokenBodySchema, {
  DocumentType: idItemSchema,
  Description: z.optional(z.string()),
  Documents: z.array(fileRefSchema),
  /**
   * Ours: the form's authorisation box (part 2 §5 "authorisation checkbox required"), which the spec's
   * wire does not carry. Our web sends it; false is refused; absent is a client keeping to the spec's
   * wire, accepted (docs/decisions.md).
   */
  Authorised: z.optional(z.boolean()),
});
export const submitReceiptRequestSchema = z.extend(
  z.partial(z.extend(submitDocumentRequestSchema, paymentFields), {
    PaymentName: true,
    PaymentAddress: true,
    PaymentEmail: true,
    PaymentPhone: true,
    PaymentRelationship: true,
    BankAccName: true,
    BankBSB: true,
    BankAccNo: true,
    BankDetailsReadonly: true,
  }),
  {
    PayOther: payOtherSchema,
    /** Ours, as Authorised for documents: the form's disclaimer box; false refused, absent accepted. */
    Disclaimer: z.optional(z.boolean()),
  },
);

/** POST /api/documentupload/getdraftdates: token only; DocumentsDate (ours: null when no draft). */
export const getDraftDatesRequestSchema = tokenOnlyRequestSchema;
export type GetDraftDatesRequest = z.infer<typeof getDraftDatesRequestSchema>;
export const getDraftDatesResponseSchema = z.object({ DocumentsDate: z.nullable(wireDateSchema) });
export type GetDraftDatesResponse = z.infer<typeof getDraftDatesResponseSchema>;

// Receipts: getdraftreceipts, discarddraftreceipts, submitreceipts ("not shown"; ours below).
export const getDraftReceiptsRequestSchema = tokenOnlyRequestSchema;
export type GetDraftReceiptsRequest = z.infer<typeof getDraftReceiptsRequestSchema>;
/** Ours: the reimbursement draft, or null when there is none. */
/**
 * Ours (issue 12 "Duplicate receipt warning"): a receipts draft answer says when a receipt matching this
 * one (same bytes, or same date, amount and provider) was already sent on the claim; null otherwise.
 */
export const receiptDraftAnswerSchema = z.extend(receiptDraftSchema, {
  DuplicateOf: z.optional(z.nullable(z.object({ Date: wireDateSchema }))),
  /**
   * Ours (issue 16 "Cooling-off on bank changes"): the day the claimant's bank details changed when that
   * was within the cooling-off period, so the review can say a payment to them may take longer.
   */
  BankDetailsChangedOn: z.optional(z.nullable(wireDateSchema)),
  ...savedMsAgoField,
});
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
 * Generic forms by `{type}`: updateform, getdraft, discarddraft, submit. One body schema serves both
 * types (the reimbursement shape is a superset); the server applies the type's own required fields.
 */
export const updateFormRequestSchema = saveReceiptDraftRequestSchema;
export type UpdateFormRequest = z.infer<typeof updateFormRequestSchema>;
export const updateFormResponseSchema = acknowledgedResponseSchema;
export type UpdateFormResponse = z.infer<typeof updateFormResponseSchema>;
export const getDraftRequestSchema = tokenOnlyRequestSchema;
export type GetDraftRequest = z.infer<typeof getDraftRequestSchema>;
export const getDraftResponseSchema = z.nullable(receiptDraftAnswerSchema);
export type GetDraftResponse = z.infer<typeof getDraftResponseSchema>;
export const discardDraftRequestSchema = tokenOnlyRequestSchema;
export type DiscardDraftRequest = z.infer<typeof discardDraftRequestSchema>;
export const discardDraftResponseSchema = acknowledgedResponseSchema;
export type DiscardDraftResponse = z.infer<typeof discardDraftResponseSchema>;
export const submitFormRequestSchema = z.extend(
  z.extend(submitDocumentRequestSchema, { PayOther: z.optional(payOtherSchema) }),
  z.pick(receiptDraftSchema, {
    PaymentName: true,
    PaymentAddress: true,
    PaymentEmail: true,
    PaymentPhone: true,
    PaymentRelationship: true,
    BankAccName: true,
    BankBSB: true,
    BankAccNo: true,
    BankDetailsReadonly: true,
  }).shape,
);
export type SubmitFormRequest = z.infer<typeof submitFormRequestSchema>;
export const submitFormResponseSchema = acknowledgedResponseSchema;
export type SubmitFormResponse = z.infer<typeof submitFormResponseSchema>;
