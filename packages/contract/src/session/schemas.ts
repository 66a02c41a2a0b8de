import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  deviceTypeSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireFieldSchema,
  wireTokenSchema,
} from '../shared/common-schemas.js';

/**
 * Sign-in and sign-out (part 1 §3, §7; RESOLUTIONS.md "Sign-in"); registration, retrieval and the
 * password are their own domains.
 */

/** 0 = not activated (registration token), 1 = verify by access code, 2 = signed in (RESOLUTIONS.md). */
export const accountActivatedSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** POST /api/account/login. */
export const loginRequestSchema = z.extend(tokenBodySchema, {
  EmailAddress: wireFieldSchema,
  Password: wireFieldSchema,
  RememberMe: z._default(z.boolean(), false),
  DeviceType: z._default(deviceTypeSchema, 0),
  /** The login model's unnamed extra flag: remembers a verified browser for 30 days (RESOLUTIONS.md). */
  DeviceIdentifier: z.optional(wireTokenSchema),
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
