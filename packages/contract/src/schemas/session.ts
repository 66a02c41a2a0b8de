import { z } from 'zod/mini';
import {
  accessTokenResponseSchema,
  acknowledgedResponseSchema,
  channelsResponseSchema,
  deviceTypeSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
} from './common.js';
import { addressSchema } from './address.js';

/**
 * Sign-in, sign-out, registration and account recovery (part 1 §3, §7; RESOLUTIONS.md "Sign-in").
 */

/** 0 = not activated (registration token), 1 = verify by access code, 2 = signed in (RESOLUTIONS.md). */
export const accountActivatedSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** POST /api/account/login. */
export const loginRequestSchema = z.extend(tokenBodySchema, {
  EmailAddress: z.string(),
  Password: z.string(),
  RememberMe: z._default(z.boolean(), false),
  DeviceType: z._default(deviceTypeSchema, 0),
  /** The login model's unnamed extra flag: remembers a verified browser for 30 days (RESOLUTIONS.md). */
  DeviceIdentifier: z.optional(z.string()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  AccessToken: z.string(),
  AccountActivated: accountActivatedSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/account/logout: token alone; answer not shown (ours: true). */
export const logoutRequestSchema = tokenOnlyRequestSchema;
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;
export const logoutResponseSchema = acknowledgedResponseSchema;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** POST /api/account/createaccount: the registration identity (part 1 §3). */
export const createAccountRequestSchema = z.extend(tokenBodySchema, {
  Username: z.string(),
  DateOfBirth: wireDateSchema,
  FirstName: z.string(),
  MiddleName: z.optional(z.string()),
  LastName: z.string(),
  /** Claim number NN/NNNNN. */
  TACNumber: z.string(),
  EmailAddress: z.string(),
  MobileNumber: z.optional(z.string()),
  NewPassword: z.string(),
  ReEnterPassword: z.string(),
  HomeAddress: addressSchema,
  /** Our choice: omitted or null when the postal address is the same as home (AreAddressesSame). */
  PostalAddress: z.optional(z.nullable(addressSchema)),
  AreAddressesSame: z.optional(z.boolean()),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** Answers "access token": a registration token for the activation code (part 1 §4). */
export const createAccountResponseSchema = accessTokenResponseSchema;
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/** Username/password retrieval request (part 1 §3); at least one of mobile or e-mail (form rule). */
export const retrievalRequestSchema = z.extend(tokenBodySchema, {
  FirstName: z.string(),
  LastName: z.string(),
  DateOfBirth: wireDateSchema,
  MobileNumber: z.optional(z.string()),
  EmailAddress: z.optional(z.string()),
  ClaimNumber: z.string(),
});
export type RetrievalRequest = z.infer<typeof retrievalRequestSchema>;

/** POST /api/account/retrieveusername. */
export const retrieveUsernameRequestSchema = retrievalRequestSchema;
export type RetrieveUsernameRequest = z.infer<typeof retrieveUsernameRequestSchema>;
/** "data kept for the sent page" — ours: the channels the username was sent to, like code generation. */
export const retrieveUsernameResponseSchema = channelsResponseSchema;
export type RetrieveUsernameResponse = z.infer<typeof retrieveUsernameResponseSchema>;

/** POST /api/account/forgotpassword. */
export const forgotPasswordRequestSchema = retrievalRequestSchema;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = z.object({
  ResetPasswordToken: z.string(),
  Username: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/**
 * POST /api/account/resetPassword: the forgot-password token travels in AccessToken (our choice).
 * DeviceIdentifier is ours, as on login: only a browser remembered as verified for the account is
 * signed straight in after a reset (RESOLUTIONS.md "Account recovery and takeover").
 */
export const resetPasswordRequestSchema = z.extend(tokenBodySchema, {
  NewPassword: z.string(),
  ReEnterPassword: z.string(),
  DeviceIdentifier: z.optional(z.string()),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
/**
 * AccountActivated is a boolean here (part 1 §3): true = signed in; false = a registration token, and
 * the browser goes to /activate (an account not yet activated, or a browser not verified before).
 */
export const resetPasswordResponseSchema = z.object({
  AccessToken: z.string(),
  AccountActivated: z.boolean(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** POST /api/account/updatepassword: answers true on success. */
export const updatePasswordRequestSchema = z.extend(tokenBodySchema, {
  OldPassword: z.string(),
  NewPassword: z.string(),
  ReEnterPassword: z.string(),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
export const updatePasswordResponseSchema = acknowledgedResponseSchema;
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponseSchema>;
