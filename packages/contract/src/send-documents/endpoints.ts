import { p2, D } from '../shared/call-table.js';
import * as sendDocuments from './schemas.js';

// Part 2: the send-documents form's draft and files.

export const updateDocumentForm = p2.post(
  sendDocuments.updateDocumentFormRequestSchema,
  sendDocuments.updateDocumentFormResponseSchema,
  'updateDocumentForm',
  `${D}/updatedocumentform`,
  'claim',
  'Save the documents draft',
);

export const getDraftDocumentForm = p2.post(
  sendDocuments.getDraftDocumentFormRequestSchema,
  sendDocuments.getDraftDocumentFormResponseSchema,
  'getDraftDocumentForm',
  `${D}/getdraftdocumentform`,
  'claim',
  'Read the documents draft',
);

export const discardDraftDocuments = p2.post(
  sendDocuments.discardDraftDocumentsRequestSchema,
  sendDocuments.discardDraftDocumentsResponseSchema,
  'discardDraftDocuments',
  `${D}/discarddraftdocuments`,
  'claim',
  'Discard the documents draft',
);

export const submitDocumentForm = p2.post(
  sendDocuments.submitDocumentFormRequestSchema,
  sendDocuments.submitDocumentFormResponseSchema,
  'submitDocumentForm',
  `${D}/submitdocumentform`,
  'claim',
  'Submit documents',
);

export const uploadDocumentFile = p2.upload(
  sendDocuments.uploadDocumentFileRequestSchema,
  sendDocuments.uploadDocumentFileResponseSchema,
  'uploadDocumentFile',
  `${D}/uploaddocumentfile`,
  'claim',
  'Upload a document file',
);
