import { z } from 'zod/mini';
import { wireFieldSchema } from '../shared/common-schemas.js';

/**
 * Addresses (part 1 §3): a picked suggestion's single line plus up to three lines; country fixed to
 * Australia. Our choice: the address object carries ExperianSingleSelectedLine (the chosen line) and
 * AddressLine1..3; Moniker and Postcode are optional so the server can resolve a picked suggestion.
 */
export const addressSchema = z.object({
  ExperianSingleSelectedLine: wireFieldSchema,
  AddressLine1: z.optional(wireFieldSchema),
  AddressLine2: z.optional(wireFieldSchema),
  AddressLine3: z.optional(wireFieldSchema),
  Postcode: z.optional(wireFieldSchema),
  Moniker: z.optional(wireFieldSchema),
  /** Always "Australia" (read-only in the forms). */
  Country: z.optional(wireFieldSchema),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/addresslookup/AddressLookup?query={text}&isHomeAddress={true|false} (part 1 §7). */
export const addressLookupRequestSchema = z.object({
  query: wireFieldSchema,
  isHomeAddress: z.enum(['true', 'false']),
});
export type AddressLookupRequest = z.infer<typeof addressLookupRequestSchema>;

/**
 * Address suggestion: Moniker, PartialAddress, Picklist, Postcode, Score (part 1 §3). Our addition:
 * IsPostalOnly marks a PO box or other delivery-only address, which a home address refuses with an
 * informational warning (part 1 §5); the server always sends it.
 */
export const addressSuggestionSchema = z.object({
  Moniker: z.string(),
  PartialAddress: z.string(),
  Picklist: z.string(),
  Postcode: z.string(),
  Score: z.number(),
  IsPostalOnly: z.optional(z.boolean()),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** "status 200 with body.results" (part 1 §7). */
export const addressLookupResponseSchema = z.object({ results: z.array(addressSuggestionSchema) });
export type AddressLookupResponse = z.infer<typeof addressLookupResponseSchema>;
