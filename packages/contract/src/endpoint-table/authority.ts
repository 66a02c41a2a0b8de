import { p1, A } from './call-table.js';
import * as authority from '../schemas/authority.js';

export const getAuthorityFormData = p1.post(
  authority.getAuthorityFormDataRequestSchema,
  authority.getAuthorityFormDataResponseSchema,
  'getAuthorityFormData',
  `${A}/getauthorityformdata`,
  'claim',
  'Read the authority form data',
);
