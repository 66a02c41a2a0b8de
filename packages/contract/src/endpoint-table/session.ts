import { p1, A } from './call-table.js';
import * as session from '../schemas/session.js';

// Part 1: session, registration and recovery.
export const login = p1.post(
  session.loginRequestSchema,
  session.loginResponseSchema,
  'login',
  `${A}/login`,
  'public',
  'Sign in',
);

export const logout = p1.post(
  session.logoutRequestSchema,
  session.logoutResponseSchema,
  'logout',
  `${A}/logout`,
  'public',
  'Sign out',
);

export const createAccount = p1.post(
  session.createAccountRequestSchema,
  session.createAccountResponseSchema,
  'createAccount',
  `${A}/createaccount`,
  'public',
  'Register an account',
);

export const retrieveUsername = p1.post(
  session.retrieveUsernameRequestSchema,
  session.retrieveUsernameResponseSchema,
  'retrieveUsername',
  `${A}/retrieveusername`,
  'public',
  'Send the username to the claimant',
);

export const forgotPassword = p1.post(
  session.forgotPasswordRequestSchema,
  session.forgotPasswordResponseSchema,
  'forgotPassword',
  `${A}/forgotpassword`,
  'public',
  'Start a password reset',
);

export const resetPassword = p1.post(
  session.resetPasswordRequestSchema,
  session.resetPasswordResponseSchema,
  'resetPassword',
  `${A}/resetPassword`,
  'resetPassword',
  'Set a new password with the reset token',
);

export const updatePassword = p1.post(
  session.updatePasswordRequestSchema,
  session.updatePasswordResponseSchema,
  'updatePassword',
  `${A}/updatepassword`,
  'signedIn',
  'Change the password',
);
