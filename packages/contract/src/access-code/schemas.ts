import { z } from 'zod/mini';
import {
  accessTokenResponseSchema,
  acknowledgedResponseSchema,
  channelsResponseSchema,
  deviceTypeSchema,
  tokenBodySchema,
  wireFieldSchema,
} from '../shared/common-schemas.js';

/**
 * Access codes (part 1 §3, §7): generate/validate/expire, with the path suffix forlogin at sign-in,
 * whileloggedin when signed in, and none for registration. All three variants share these shapes.
 */

/** Mobile=0, Email=1, Bank=2. */
export const codeTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type CodeTypeValue = z.infer<typeof codeTypeSchema>;

/** Code request: AccessToken, CodeType, DevType (Web). */
export const generateSecurityCodeRequestSchema = z.extend(tokenBodySchema, {
  CodeType: codeTypeSchema,
  DevType: z._default(deviceTypeSchema, 0),
});
export type GenerateSecurityCodeRequest = z.infer<typeof generateSecurityCodeRequestSchema>;
/** Channels that received the code. */
export const generateSecurityCodeResponseSchema = channelsResponseSchema;
export type GenerateSecurityCodeResponse = z.infer<typeof generateSecurityCodeResponseSchema>;

/** Submission: AccessToken, SecurityCode (4 digits as text, keeps leading zeros), DeviceType (Web). */
export const validateSecurityCodeRequestSchema = z.extend(tokenBodySchema, {
  SecurityCode: wireFieldSchema,
  DeviceType: z._default(deviceTypeSchema, 0),
});
export type ValidateSecurityCodeRequest = z.infer<typeof validateSecurityCodeRequestSchema>;
/**
 * Our choice: a valid code answers the next token — signed in after activation or sign-in
 * verification, the secure-update token when signed in (part 1 §4 "Access codes").
 */
export const validateSecurityCodeResponseSchema = accessTokenResponseSchema;
export type ValidateSecurityCodeResponse = z.infer<typeof validateSecurityCodeResponseSchema>;

/** "code request or submission": ours — CodeType optional; the server expires the live code. */
export const expireSecurityCodeRequestSchema = z.extend(tokenBodySchema, {
  CodeType: z.optional(codeTypeSchema),
  DevType: z.optional(deviceTypeSchema),
});
export type ExpireSecurityCodeRequest = z.infer<typeof expireSecurityCodeRequestSchema>;
export const expireSecurityCodeResponseSchema = acknowledgedResponseSchema;
export type ExpireSecurityCodeResponse = z.infer<typeof expireSecurityCodeResponseSchema>;

// The forlogin and whileloggedin variants share the shapes above (part 1 §7).
export const generateSecurityCodeForLoginRequestSchema = generateSecurityCodeRequestSchema;
export const generateSecurityCodeForLoginResponseSchema = generateSecurityCodeResponseSchema;
export const validateSecurityCodeForLoginRequestSchema = validateSecurityCodeRequestSchema;
export const validateSecurityCodeForLoginResponseSchema = validateSecurityCodeResponseSchema;
export const expireSecurityCodeForLoginRequestSchema = expireSecurityCodeRequestSchema;
export const expireSecurityCodeForLoginResponseSchema = expireSecurityCodeResponseSchema;
export const generateSecurityCodeWhileLoggedInRequestSchema = generateSecurityCodeRequestSchema;
export const generateSecurityCodeWhileLoggedInResponseSchema = generateSecurityCodeResponseSchema;
export const validateSecurityCodeWhileLoggedInRequestSchema = validateSecurityCodeRequestSchema;
export const validateSecurityCodeWhileLoggedInResponseSchema = validateSecurityCodeResponseSchema;
export const expireSecurityCodeWhileLoggedInRequestSchema = expireSecurityCodeRequestSchema;
export const expireSecurityCodeWhileLoggedInResponseSchema = expireSecurityCodeResponseSchema;
