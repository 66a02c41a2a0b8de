import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
  wireFieldSchema,
} from '../shared/common-schemas.js';

/** Claim: Number (NN/NNNNN), Date (of accident, dd/mm/yyyy), Location (part 1 §3). */
export const claimSchema = z.object({
  Number: z.string(),
  Date: wireDateSchema,
  /** Empty text when not listed (the card shows "Not listed"). */
  Location: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** POST /api/claim/getclaims: token; a list of claims. */
export const getClaimsRequestSchema = tokenOnlyRequestSchema;
export type GetClaimsRequest = z.infer<typeof getClaimsRequestSchema>;
export const getClaimsResponseSchema = z.array(claimSchema);
export type GetClaimsResponse = z.infer<typeof getClaimsResponseSchema>;

/** POST /api/claim/selectclaim: the claim object (only Number is needed); true on success. */
export const selectClaimRequestSchema = z.extend(tokenBodySchema, {
  Number: wireFieldSchema,
  Date: z.optional(wireDateSchema),
  Location: z.optional(wireFieldSchema),
});
export type SelectClaimRequest = z.infer<typeof selectClaimRequestSchema>;
export const selectClaimResponseSchema = acknowledgedResponseSchema;
export type SelectClaimResponse = z.infer<typeof selectClaimResponseSchema>;

/**
 * POST /api/claim/deselectclaim: the selected claim (Number, Date, part 2 §3); true on success.
 * Ours: the fields are optional, since the session already names the selected claim.
 */
export const deselectClaimRequestSchema = z.partial(selectClaimRequestSchema, { Number: true });
export type DeselectClaimRequest = z.infer<typeof deselectClaimRequestSchema>;
export const deselectClaimResponseSchema = acknowledgedResponseSchema;
export type DeselectClaimResponse = z.infer<typeof deselectClaimResponseSchema>;
