import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  tokenBodySchema,
  wireFieldSchema,
  wireTokenSchema,
} from '../shared/common-schemas.js';

/** Resetting a forgotten password and changing it when signed in (part 1 §2, §3, §7). */

/**
 * POST /api/account/resetPassword: the forgot-password token travels in AccessToken (our choice).
 * DeviceIdentifier is ours, as on login: only a browser remembered as verified for the account is
 * signed straight in after a reset (RESOLUTIONS.md "Account recovery and takeover").
 */
export const resetPasswordRequestSchema = z.extend(tokenBodySchema, {
  NewPassword: wireFieldSchema,
  ReEnterPassword: wireFieldSchema,
  DeviceIdentifier: z.optional(wireTokenSchema),
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
  OldPassword: wireFieldSchema,
  NewPassword: wireFieldSchema,
  ReEnterPassword: wireFieldSchema,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
export const updatePasswordResponseSchema = acknowledgedResponseSchema;
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponseSchema>;
