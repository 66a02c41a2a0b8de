import { p1, A } from '../shared/call-table.js';
import * as code from './schemas.js';

// Part 1: access codes; suffix none = registration, forlogin = sign-in, whileloggedin = signed in.
export const generateSecurityCode = p1.post(
  code.generateSecurityCodeRequestSchema,
  code.generateSecurityCodeResponseSchema,
  'generateSecurityCode',
  `${A}/generatesecuritycode`,
  'registration',
  'Send an activation code',
);

export const validateSecurityCode = p1.post(
  code.validateSecurityCodeRequestSchema,
  code.validateSecurityCodeResponseSchema,
  'validateSecurityCode',
  `${A}/validatesecuritycode`,
  'registration',
  'Check an activation code',
);

export const expireSecurityCode = p1.post(
  code.expireSecurityCodeRequestSchema,
  code.expireSecurityCodeResponseSchema,
  'expireSecurityCode',
  `${A}/expiresecuritycode`,
  'registration',
  'Expire an activation code',
);

export const generateSecurityCodeForLogin = p1.post(
  code.generateSecurityCodeForLoginRequestSchema,
  code.generateSecurityCodeForLoginResponseSchema,
  'generateSecurityCodeForLogin',
  `${A}/generatesecuritycodeforlogin`,
  'loginPending',
  'Send a sign-in verification code',
);

export const validateSecurityCodeForLogin = p1.post(
  code.validateSecurityCodeForLoginRequestSchema,
  code.validateSecurityCodeForLoginResponseSchema,
  'validateSecurityCodeForLogin',
  `${A}/validatesecuritycodeforlogin`,
  'loginPending',
  'Check a sign-in verification code',
);

export const expireSecurityCodeForLogin = p1.post(
  code.expireSecurityCodeForLoginRequestSchema,
  code.expireSecurityCodeForLoginResponseSchema,
  'expireSecurityCodeForLogin',
  `${A}/expiresecuritycodeforlogin`,
  'loginPending',
  'Expire a sign-in verification code',
);

export const generateSecurityCodeWhileLoggedIn = p1.post(
  code.generateSecurityCodeWhileLoggedInRequestSchema,
  code.generateSecurityCodeWhileLoggedInResponseSchema,
  'generateSecurityCodeWhileLoggedIn',
  `${A}/generatesecuritycodewhileloggedin`,
  'signedIn',
  'Send an account-edit code',
);

export const validateSecurityCodeWhileLoggedIn = p1.post(
  code.validateSecurityCodeWhileLoggedInRequestSchema,
  code.validateSecurityCodeWhileLoggedInResponseSchema,
  'validateSecurityCodeWhileLoggedIn',
  `${A}/validatesecuritycodewhileloggedin`,
  'signedIn',
  'Check an account-edit code; answers a secure token',
);

export const expireSecurityCodeWhileLoggedIn = p1.post(
  code.expireSecurityCodeWhileLoggedInRequestSchema,
  code.expireSecurityCodeWhileLoggedInResponseSchema,
  'expireSecurityCodeWhileLoggedIn',
  `${A}/expiresecuritycodewhileloggedin`,
  'signedIn',
  'Expire an account-edit code',
);
