import { z } from 'zod/mini';
import {
  channelsResponseSchema,
  tokenBodySchema,
  wireDateSchema,
  wireFieldSchema,
} from '../shared/common-schemas.js';

/** Forgot username and forgot password: the account retrieval (part 1 §2, §3, §7). */

/** Username/password retrieval request (part 1 §3); at least one of mobile or e-mail (form rule). */
export const retrievalRequestSchema = z.extend(tokenBodySchema, {
  FirstName: wireFieldSchema,
  LastName: wireFieldSchema,
  DateOfBirth: wireDateSchema,
  MobileNumber: z.optional(wireFieldSchema),
  EmailAddress: z.optional(wireFieldSchema),
  ClaimNumber: wireFieldSchema,
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
