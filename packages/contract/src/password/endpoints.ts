import { p1, A } from '../shared/call-table.js';
import * as password from './schemas.js';

// Part 1: reset and change the password.

export const resetPassword = p1.post(
  password.resetPasswordRequestSchema,
  password.resetPasswordResponseSchema,
  'resetPassword',
  `${A}/resetPassword`,
  'resetPassword',
  'Set a new password with the reset token',
);

export const updatePassword = p1.post(
  password.updatePasswordRequestSchema,
  password.updatePasswordResponseSchema,
  'updatePassword',
  `${A}/updatepassword`,
  'signedIn',
  'Change the password',
);
