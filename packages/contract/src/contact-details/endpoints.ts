import { p1, A } from '../shared/call-table.js';
import * as contactDetails from './schemas.js';

// Part 1: contact details.
// A secure-update token is also accepted here (isSecureUpdate true) to change e-mail or mobile.
export const updateContactDetails = p1.post(
  contactDetails.updateContactDetailsRequestSchema,
  contactDetails.updateContactDetailsResponseSchema,
  'updateContactDetails',
  `${A}/updatecontactdetails`,
  'signedIn',
  'Update contact details',
);
