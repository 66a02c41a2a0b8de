import { z } from 'zod/mini';
import { addressSchema } from '../address/schemas.js';
import {
  accessTokenResponseSchema,
  tokenBodySchema,
  wireDateSchema,
  wireFieldSchema,
} from '../shared/common-schemas.js';

/** Registration (part 1 §2 "Registration, forgot and reset pages", §3, §7). */

/** POST /api/account/createaccount: the registration identity (part 1 §3). */
export const createAccountRequestSchema = z.extend(tokenBodySchema, {
  Username: wireFieldSchema,
  DateOfBirth: wireDateSchema,
  FirstName: wireFieldSchema,
  MiddleName: z.optional(wireFieldSchema),
  LastName: wireFieldSchema,
  /** Claim number NN/NNNNN. */
  TACNumber: wireFieldSchema,
  EmailAddress: wireFieldSchema,
  MobileNumber: z.optional(wireFieldSchema),
  NewPassword: wireFieldSchema,
  ReEnterPassword: wireFieldSchema,
  HomeAddress: addressSchema,
  /** Our choice: omitted or null when the postal address is the same as home (AreAddressesSame). */
  PostalAddress: z.optional(z.nullable(addressSchema)),
  AreAddressesSame: z.optional(z.boolean()),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** Answers "access token": a registration token for the activation code (part 1 §4). */
export const createAccountResponseSchema = accessTokenResponseSchema;
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;
