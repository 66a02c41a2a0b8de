import { p2, D } from './call-table.js';
import * as drafts from '../schemas/drafts.js';

export const getDraftDates = p2.post(
  drafts.getDraftDatesRequestSchema,
  drafts.getDraftDatesResponseSchema,
  'getDraftDates',
  `${D}/getdraftdates`,
  'claim',
  'Read draft dates',
);

export const getDraftReceipts = p2.post(
  drafts.getDraftReceiptsRequestSchema,
  drafts.getDraftReceiptsResponseSchema,
  'getDraftReceipts',
  `${D}/getdraftreceipts`,
  'claim',
  'Read the reimbursement draft',
);

export const discardDraftReceipts = p2.post(
  drafts.discardDraftReceiptsRequestSchema,
  drafts.discardDraftReceiptsResponseSchema,
  'discardDraftReceipts',
  `${D}/discarddraftreceipts`,
  'claim',
  'Discard the reimbursement draft',
);

export const submitReceipts = p2.post(
  drafts.submitReceiptsRequestSchema,
  drafts.submitReceiptsResponseSchema,
  'submitReceipts',
  `${D}/submitreceipts`,
  'claim',
  'Submit a reimbursement request',
);

export const updateDocumentForm = p2.post(
  drafts.updateDocumentFormRequestSchema,
  drafts.updateDocumentFormResponseSchema,
  'updateDocumentForm',
  `${D}/updatedocumentform`,
  'claim',
  'Save the documents draft',
);

export const getDraftDocumentForm = p2.post(
  drafts.getDraftDocumentFormRequestSchema,
  drafts.getDraftDocumentFormResponseSchema,
  'getDraftDocumentForm',
  `${D}/getdraftdocumentform`,
  'claim',
  'Read the documents draft',
);

export const discardDraftDocuments = p2.post(
  drafts.discardDraftDocumentsRequestSchema,
  drafts.discardDraftDocumentsResponseSchema,
  'discardDraftDocuments',
  `${D}/discarddraftdocuments`,
  'claim',
  'Discard the documents draft',
);

export const submitDocumentForm = p2.post(
  drafts.submitDocumentFormRequestSchema,
  drafts.submitDocumentFormResponseSchema,
  'submitDocumentForm',
  `${D}/submitdocumentform`,
  'claim',
  'Submit documents',
);

export const updateForm = p2.post(
  drafts.updateFormRequestSchema,
  drafts.updateFormResponseSchema,
  'updateForm',
  `${D}/updateform/:type`,
  'claim',
  'Save a draft by type',
);

export const getDraft = p2.post(
  drafts.getDraftRequestSchema,
  drafts.getDraftResponseSchema,
  'getDraft',
  `${D}/getdraft/:type`,
  'claim',
  'Read a draft by type',
);

export const discardDraft = p2.post(
  drafts.discardDraftRequestSchema,
  drafts.discardDraftResponseSchema,
  'discardDraft',
  `${D}/discarddraft/:type`,
  'claim',
  'Discard a draft by type',
);

export const submitForm = p2.post(
  drafts.submitFormRequestSchema,
  drafts.submitFormResponseSchema,
  'submitForm',
  `${D}/submit/:type`,
  'claim',
  'Submit a form by type',
);
