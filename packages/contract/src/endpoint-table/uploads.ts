import { p1, p2, D } from './call-table.js';
import * as uploads from '../schemas/uploads.js';

// Part 1: personal-details files and stored files.
export const uploadDetailsFile = p1.upload(
  uploads.uploadDetailsFileRequestSchema,
  uploads.uploadDetailsFileResponseSchema,
  'uploadDetailsFile',
  `${D}/uploaddetailsfile`,
  'signedIn',
  'Upload a personal-details supporting file',
);

export const discardFile = p1.post(
  uploads.discardFileRequestSchema,
  uploads.discardFileResponseSchema,
  'discardFile',
  `${D}/discardfile`,
  'signedIn',
  'Discard an uploaded file',
);

export const getFileContent = p1.post(
  uploads.getFileContentRequestSchema,
  uploads.getFileContentResponseSchema,
  'getFileContent',
  `${D}/getfilecontent`,
  'signedIn',
  'Read a stored file',
);

// Part 2: authority form, drafts, documents and receipts.
export const uploadAuthorityForm = p2.upload(
  uploads.uploadAuthorityFormRequestSchema,
  uploads.uploadAuthorityFormResponseSchema,
  'uploadAuthorityForm',
  `${D}/uploadauthorityform`,
  'claim',
  'Submit the signed authority form',
);

export const uploadDocumentFile = p2.upload(
  uploads.uploadDocumentFileRequestSchema,
  uploads.uploadDocumentFileResponseSchema,
  'uploadDocumentFile',
  `${D}/uploaddocumentfile`,
  'claim',
  'Upload a document file',
);

export const uploadReceiptFile = p2.upload(
  uploads.uploadReceiptFileRequestSchema,
  uploads.uploadReceiptFileResponseSchema,
  'uploadReceiptFile',
  `${D}/uploadreceiptfile`,
  'claim',
  'Upload a receipt file',
);

export const uploadContactFile = p2.upload(
  uploads.uploadContactFileRequestSchema,
  uploads.uploadContactFileResponseSchema,
  'uploadContactFile',
  `${D}/uploadcontactfile`,
  'claim',
  'Upload an enquiry file',
);
