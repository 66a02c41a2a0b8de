import { p1, A, D } from './call-table.js';
import * as account from '../schemas/account.js';

// Part 1: account area.
export const getAccount = p1.post(
  account.getAccountRequestSchema,
  account.getAccountResponseSchema,
  'getAccount',
  `${A}/getaccount`,
  'signedIn',
  'Read the account',
);

export const verifyBankDetails = p1.post(
  account.verifyBankDetailsRequestSchema,
  account.verifyBankDetailsResponseSchema,
  'verifyBankDetails',
  `${A}/verifybankdetails`,
  'signedIn',
  'Mark bank details verified',
);

export const updatePersonalDetails = p1.post(
  account.updatePersonalDetailsRequestSchema,
  account.updatePersonalDetailsResponseSchema,
  'updatePersonalDetails',
  `${A}/updatepersonaldetails`,
  'signedIn',
  'Request a personal details change',
);

// A secure-update token is also accepted here (isSecureUpdate true) to change e-mail or mobile.
export const updateContactDetails = p1.post(
  account.updateContactDetailsRequestSchema,
  account.updateContactDetailsResponseSchema,
  'updateContactDetails',
  `${A}/updatecontactdetails`,
  'signedIn',
  'Update contact details',
);

export const updatePreferences = p1.post(
  account.updatePreferencesRequestSchema,
  account.updatePreferencesResponseSchema,
  'updatePreferences',
  `${A}/updatepreferences`,
  'signedIn',
  'Update notification preferences',
);

export const updateBankAccountDetails = p1.post(
  account.updateBankAccountDetailsRequestSchema,
  account.updateBankAccountDetailsResponseSchema,
  'updateBankAccountDetails',
  `${A}/updatebankaccountdetails`,
  'secureUpdate',
  'Update bank account details',
);

export const verifyBsb = p1.post(
  account.verifyBsbRequestSchema,
  account.verifyBsbResponseSchema,
  'verifyBsb',
  `${A}/verifybsb`,
  'signedIn',
  'Look up a BSB',
);

export const uploadDetailsRequest = p1.post(
  account.uploadDetailsRequestRequestSchema,
  account.uploadDetailsRequestResponseSchema,
  'uploadDetailsRequest',
  `${D}/uploaddetailsrequest`,
  'signedIn',
  'Record a personal-details request',
);

export const submitDetailsRequest = p1.post(
  account.submitDetailsRequestRequestSchema,
  account.submitDetailsRequestResponseSchema,
  'submitDetailsRequest',
  `${D}/submitdetailsrequest`,
  'signedIn',
  'Submit a personal-details request',
);
