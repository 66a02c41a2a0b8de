import { p2, D } from '../shared/call-table.js';
import * as contact from './schemas.js';

export const uploadContactForm = p2.post(
  contact.uploadContactFormRequestSchema,
  contact.uploadContactFormResponseSchema,
  'uploadContactForm',
  `${D}/uploadcontactform`,
  'claim',
  'Record an enquiry',
);

export const submitContactForm = p2.post(
  contact.submitContactFormRequestSchema,
  contact.submitContactFormResponseSchema,
  'submitContactForm',
  `${D}/submitcontactform`,
  'claim',
  'Submit an enquiry',
);

export const uploadContactFile = p2.upload(
  contact.uploadContactFileRequestSchema,
  contact.uploadContactFileResponseSchema,
  'uploadContactFile',
  `${D}/uploadcontactfile`,
  'claim',
  'Upload an enquiry file',
);
