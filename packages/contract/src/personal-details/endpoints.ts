import { p1, A, D } from '../shared/call-table.js';
import * as personalDetails from './schemas.js';

// Part 1: personal details.
export const updatePersonalDetails = p1.post(
  personalDetails.updatePersonalDetailsRequestSchema,
  personalDetails.updatePersonalDetailsResponseSchema,
  'updatePersonalDetails',
  `${A}/updatepersonaldetails`,
  'signedIn',
  'Request a personal details change',
);

export const uploadDetailsRequest = p1.post(
  personalDetails.uploadDetailsRequestRequestSchema,
  personalDetails.uploadDetailsRequestResponseSchema,
  'uploadDetailsRequest',
  `${D}/uploaddetailsrequest`,
  'signedIn',
  'Record a personal-details request',
);

export const submitDetailsRequest = p1.post(
  personalDetails.submitDetailsRequestRequestSchema,
  personalDetails.submitDetailsRequestResponseSchema,
  'submitDetailsRequest',
  `${D}/submitdetailsrequest`,
  'signedIn',
  'Submit a personal-details request',
);

export const uploadDetailsFile = p1.upload(
  personalDetails.uploadDetailsFileRequestSchema,
  personalDetails.uploadDetailsFileResponseSchema,
  'uploadDetailsFile',
  `${D}/uploaddetailsfile`,
  'signedIn',
  'Upload a personal-details supporting file',
);
