import { p1, p2, A, D } from '../shared/call-table.js';
import * as authority from './schemas.js';

export const getAuthorityFormData = p1.post(
  authority.getAuthorityFormDataRequestSchema,
  authority.getAuthorityFormDataResponseSchema,
  'getAuthorityFormData',
  `${A}/getauthorityformdata`,
  'claim',
  'Read the authority form data',
);

// Part 2: the signed authority form.
export const uploadAuthorityForm = p2.upload(
  authority.uploadAuthorityFormRequestSchema,
  authority.uploadAuthorityFormResponseSchema,
  'uploadAuthorityForm',
  `${D}/uploadauthorityform`,
  'claim',
  'Submit the signed authority form',
);
