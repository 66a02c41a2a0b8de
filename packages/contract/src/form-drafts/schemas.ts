import { taskIdField } from '../tasks/schemas.js';
import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  fileRefSchema,
  idItemSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
  wireFieldSchema,
  wireFileListSchema,
  wireIdSchema,
  wireTextSchema,
} from '../shared/common-schemas.js';

/**
 * Drafts of the send-documents and reimbursement forms (part 2 §3, §4, §7). A draft is saved on every
 * change, so draft saves accept partial forms; submissions require the form's core fields.
 * Reimbursement sub-form values travel inside Description as `label_KEY_value` pairs joined by
 * `_SECTION_` (part 2 §3); the server stores the text as given.
 */

/** `{type}` in updateform/getdraft/discarddraft/submit (ADR 0008). */
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
  Sha256: z.optional(wireIdSchema),
});
export type DraftFile = z.infer<typeof draftFileSchema>;

/** Draft form (documents): DocumentType (Id, Item), Description, Documents. */
const documentFields = {
  DocumentType: z.nullable(idItemSchema),
  Description: wireTextSchema,
  Documents: z.array(draftFileSchema),
};

/** Reimbursement adds the payment fields (part 2 §3). */
const paymentFields = {
  PayOther: z.nullable(payOtherSchema),
  PaymentName: wireFieldSchema,
  PaymentAddress: wireFieldSchema,
  PaymentEmail: wireFieldSchema,
  PaymentPhone: wireFieldSchema,
  PaymentRelationship: wireFieldSchema,
  BankAccName: wireFieldSchema,
  BankBSB: wireFieldSchema,
  BankAccNo: wireFieldSchema,
  BankDetailsReadonly: z.boolean(),
};

export const documentDraftSchema = z.object(documentFields);
export type DocumentDraft = z.infer<typeof documentDraftSchema>;

/**
 * Ours (issue 15 "Offline drafts"): how long ago, in milliseconds, the server last saved the draft (a
 * save of its fields or a file joining it), by the server's clock. An age, not a time: a device places
 * it on its own clock without the two clocks having to agree, and weighs a copy it kept offline against
 * it (docs/adr/0024-offline-drafts.md). Answers only; a save ignores it.
 */
const savedMsAgoField = { SavedMsAgo: z.optional(z.number().check(z.int(), z.nonnegative())) };
export const documentDraftAnswerSchema = z.extend(documentDraftSchema, savedMsAgoField);
export type DocumentDraftAnswer = z.infer<typeof documentDraftAnswerSchema>;
/** The payee and bank fields, which a receipt draft and a receipt submission may leave out. */
const optionalPaymentDetails = {
  PaymentName: true,
  PaymentAddress: true,
  PaymentEmail: true,
  PaymentPhone: true,
  PaymentRelationship: true,
  BankAccName: true,
  BankBSB: true,
  BankAccNo: true,
  BankDetailsReadonly: true,
} as const;
/** Ours: payment fields are optional in a stored draft (a documents draft has none). */
export const receiptDraftSchema = z.partial(z.extend(documentDraftSchema, paymentFields), {
  PayOther: true,
  ...optionalPaymentDetails,
});
export type ReceiptDraft = z.infer<typeof receiptDraftSchema>;

/**
 * Saves take any subset of the form. The files a save lists are bounded (issue 29 item 1); a stored
 * draft's answer is not, as uploads join it one by one.
 */
const savedFilesField = { Documents: z.optional(wireFileListSchema(draftFileSchema)) };
export const saveDocumentDraftRequestSchema = z.extend(tokenBodySchema, {
  ...z.partial(documentDraftSchema).shape,
  ...savedFilesField,
});
export const saveReceiptDraftRequestSchema = z.extend(tokenBodySchema, {
  ...z.partial(receiptDraftSchema).shape,
  ...savedFilesField,
});

/** Submissions: type and files required; Description may be empty (tax file declaration). */
export const submitDocumentRequestSchema = z.extend(tokenBodySchema, {
  DocumentType: idItemSchema,
  Description: z.optional(wireTextSchema),
  Documents: wireFileListSchema(fileRefSchema),
  /**
   * Ours: the form's authorisation box (part 2 §5 "authorisation checkbox required"), which the spec's
   * wire does not carry. Our web sends it; false is refused; absent is a client keeping to the spec's
   * wire, accepted (ADR 0025).
   */
  Authorised: z.optional(z.boolean()),
  ...taskIdField,
});
export const submitReceiptRequestSchema = z.extend(
  z.partial(z.extend(submitDocumentRequestSchema, paymentFields), optionalPaymentDetails),
  {
    PayOther: payOtherSchema,
    /** Ours, as Authorised for documents: the form's disclaimer box; false refused, absent accepted. */
    Disclaimer: z.optional(z.boolean()),
  },
);

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

/** POST /api/documentupload/getdraftdates: token only; DocumentsDate (ours: null when no draft). */
export const getDraftDatesRequestSchema = tokenOnlyRequestSchema;
export type GetDraftDatesRequest = z.infer<typeof getDraftDatesRequestSchema>;
export const getDraftDatesResponseSchema = z.object({ DocumentsDate: z.nullable(wireDateSchema) });
export type GetDraftDatesResponse = z.infer<typeof getDraftDatesResponseSchema>;

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
