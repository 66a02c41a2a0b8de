import { p1, A } from '../shared/call-table.js';
import * as retrieval from './schemas.js';

// Part 1: forgot username and forgot password.

export const retrieveUsername = p1.post(
  retrieval.retrieveUsernameRequestSchema,
  retrieval.retrieveUsernameResponseSchema,
  'retrieveUsername',
  `${A}/retrieveusername`,
  'public',
  'Send the username to the claimant',
);

export const forgotPassword = p1.post(
  retrieval.forgotPasswordRequestSchema,
  retrieval.forgotPasswordResponseSchema,
  'forgotPassword',
  `${A}/forgotpassword`,
  'public',
  'Start a password reset',
);
