import { z } from 'zod/mini';
import {
  dbNonNegativeIntegerSchema,
  fileRefSchema,
  wireDateSchema,
  wireIdSchema,
  wireTimeSchema,
} from '../shared/common-schemas.js';
import { inboxQuerySchema } from '../inbox/schemas.js';

/** Sent items (part 2 §3, §7). */

/**
 * Sent item query: the inbox query plus RequestType. Here Amount is a count (RESOLUTIONS.md), at most
 * MESSAGES_PER_CALL_MAX answered a call. Ours: RequestType is a SentItemTypes item Id; a parent Id
 * includes its children. Absent, null, 0 and "" all mean All Documents (RESOLUTIONS.md "Part 2"), and
 * parse to null. Bounded to the integer column it is compared with (0..DB_INTEGER_MAX), so a larger
 * number is a 415, not a PostgreSQL overflow.
 */
export const sentItemQuerySchema = z.extend(inboxQuerySchema, {
  RequestType: z.pipe(
    z.optional(z.nullable(z.union([dbNonNegativeIntegerSchema, z.literal('')]))),
    z.transform((value) => (value === '' || value === 0 ? null : value)),
  ),
});
export type SentItemQuery = z.infer<typeof sentItemQuerySchema>;

/** Sent item: Time, Date, SubjectMain, SubjectOther, Message, Files, Selected (client flag). */
export const sentItemSchema = z.object({
  Time: wireTimeSchema,
  Date: wireDateSchema,
  SubjectMain: z.string(),
  SubjectOther: z.string(),
  Message: z.string(),
  Files: z.array(fileRefSchema),
  Selected: z.optional(z.boolean()),
  /**
   * Ours (issue 11 "read receipts"): the Melbourne date (dd/mm/yyyy) the provider marked the submission
   * received, null until then; the web shows messages.sentItems.receivedBy.
   */
  ReceivedDate: z.optional(z.nullable(wireDateSchema)),
  /**
   * Ours (issue 12 "Payment status"): a reimbursement's payment status as the provider last set it, in
   * words (messages.reimbursementPayee.status), null until set.
   */
  PaymentStatus: z.optional(z.nullable(z.string())),
  /**
   * Ours (issue 32 "Payments"): a reimbursement's payment, to link to on /payments (the financial year
   * by the year it starts in); null while none pays it.
   */
  Payment: z.optional(
    z.nullable(
      z.object({ PaymentId: wireIdSchema, FinancialYear: z.number().check(z.int(), z.gte(0), z.lte(9999)) }),
    ),
  ),
});
export type SentItem = z.infer<typeof sentItemSchema>;

/** POST /api/documentupload/getsentitems: answers Start, End, Total, SentItems. */
export const getSentItemsRequestSchema = sentItemQuerySchema;
export type GetSentItemsRequest = z.infer<typeof getSentItemsRequestSchema>;
export const getSentItemsResponseSchema = z.object({
  Start: z.number().check(z.int(), z.nonnegative()),
  End: z.number().check(z.int(), z.nonnegative()),
  Total: z.number().check(z.int(), z.nonnegative()),
  SentItems: z.array(sentItemSchema),
});
export type GetSentItemsResponse = z.infer<typeof getSentItemsResponseSchema>;
