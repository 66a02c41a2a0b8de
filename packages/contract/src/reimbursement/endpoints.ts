import { p2, D } from '../shared/call-table.js';
import * as reimbursement from './schemas.js';

// Part 2: the reimbursement form's draft and receipt files.

export const getDraftReceipts = p2.post(
  reimbursement.getDraftReceiptsRequestSchema,
  reimbursement.getDraftReceiptsResponseSchema,
  'getDraftReceipts',
  `${D}/getdraftreceipts`,
  'claim',
  'Read the reimbursement draft',
);

export const discardDraftReceipts = p2.post(
  reimbursement.discardDraftReceiptsRequestSchema,
  reimbursement.discardDraftReceiptsResponseSchema,
  'discardDraftReceipts',
  `${D}/discarddraftreceipts`,
  'claim',
  'Discard the reimbursement draft',
);

export const submitReceipts = p2.post(
  reimbursement.submitReceiptsRequestSchema,
  reimbursement.submitReceiptsResponseSchema,
  'submitReceipts',
  `${D}/submitreceipts`,
  'claim',
  'Submit a reimbursement request',
);

export const uploadReceiptFile = p2.upload(
  reimbursement.uploadReceiptFileRequestSchema,
  reimbursement.uploadReceiptFileResponseSchema,
  'uploadReceiptFile',
  `${D}/uploadreceiptfile`,
  'claim',
  'Upload a receipt file',
);
