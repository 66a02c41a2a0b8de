import { p1, A } from '../shared/call-table.js';
import * as account from './schemas.js';

// Part 1: account area.
export const getAccount = p1.post(
  account.getAccountRequestSchema,
  account.getAccountResponseSchema,
  'getAccount',
  `${A}/getaccount`,
  'signedIn',
  'Read the account',
);

export const updatePreferences = p1.post(
  account.updatePreferencesRequestSchema,
  account.updatePreferencesResponseSchema,
  'updatePreferences',
  `${A}/updatepreferences`,
  'signedIn',
  'Update notification preferences',
);
