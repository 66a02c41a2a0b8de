import { p1, A } from '../shared/call-table.js';
import * as bankDetails from './schemas.js';

// Part 1: bank details.
export const verifyBankDetails = p1.post(
  bankDetails.verifyBankDetailsRequestSchema,
  bankDetails.verifyBankDetailsResponseSchema,
  'verifyBankDetails',
  `${A}/verifybankdetails`,
  'signedIn',
  'Mark bank details verified',
);

export const updateBankAccountDetails = p1.post(
  bankDetails.updateBankAccountDetailsRequestSchema,
  bankDetails.updateBankAccountDetailsResponseSchema,
  'updateBankAccountDetails',
  `${A}/updatebankaccountdetails`,
  'secureUpdate',
  'Update bank account details',
);

export const verifyBsb = p1.post(
  bankDetails.verifyBsbRequestSchema,
  bankDetails.verifyBsbResponseSchema,
  'verifyBsb',
  `${A}/verifybsb`,
  'signedIn',
  'Look up a BSB',
);
