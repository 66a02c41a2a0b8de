import { z } from 'zod/mini';
import { DATE_RANGES, MESSAGE_SEARCH_MAX } from '../shared/limits.js';
import { parseDate } from '../shared/dates.js';
import {
  acknowledgedResponseSchema,
  dbNonNegativeIntegerSchema,
  fileRefSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
  wireIdSchema,
  wireTimeSchema,
  withKeyAlias,
} from '../shared/common-schemas.js';

/** Inbox (part 2 §3, §7). */

export const dateRangeSchema = z.enum(DATE_RANGES);

/**
 * A custom range's StartDate/EndDate: a dd/mm/yyyy day that exists, or empty/null/absent for an open
 * end (ADR 0017). Anything else is a malformed request (415).
 */
export const queryDateSchema = z.optional(
  z.nullable(
    wireDateSchema.check(
      z.refine((text) => text === '' || parseDate(text) !== undefined, {
        message: 'Expected a dd/mm/yyyy date',
      }),
    ),
  ),
);

/**
 * Inbox query: Offset, Amount, Search, DateRange, StartDate, EndDate. On the inbox call Amount is the
 * exclusive end index (RESOLUTIONS.md "Limits with two readings"); the server answers at most
 * MESSAGES_PER_CALL_MAX items a call. Search is trimmed by the server, empty = no search.
 * DateRange absent/null = any; StartDate/EndDate are read only for custom.
 */
export const inboxQuerySchema = z.extend(tokenBodySchema, {
  Offset: dbNonNegativeIntegerSchema,
  Amount: dbNonNegativeIntegerSchema,
  Search: z.optional(z.nullable(z.string().check(z.maxLength(MESSAGE_SEARCH_MAX)))),
  DateRange: z.optional(z.nullable(dateRangeSchema)),
  StartDate: queryDateSchema,
  EndDate: queryDateSchema,
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** Inbox message (part 2 §3). `Selected` is the client's own flag; the server answers false. */
export const inboxMessageSchema = z.object({
  messageId: wireIdSchema,
  Subject: z.string(),
  Message: z.string(),
  ReceivedTime: wireTimeSchema,
  ReceivedDate: wireDateSchema,
  SentTime: wireTimeSchema,
  SentDate: wireDateSchema,
  Read: z.boolean(),
  Attachments: z.array(fileRefSchema),
  Selected: z.optional(z.boolean()),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** POST /api/inbox/getmessages: inbox query; answers Start, End, Total, Items. */
export const getMessagesRequestSchema = inboxQuerySchema;
export type GetMessagesRequest = z.infer<typeof getMessagesRequestSchema>;
export const getMessagesResponseSchema = z.object({
  Start: z.number().check(z.int(), z.nonnegative()),
  End: z.number().check(z.int(), z.nonnegative()),
  Total: z.number().check(z.int(), z.nonnegative()),
  Items: z.array(inboxMessageSchema),
});
export type GetMessagesResponse = z.infer<typeof getMessagesResponseSchema>;

/** POST /api/inbox/getunreadmessagecount: payload none; answers a number. */
export const getUnreadMessageCountRequestSchema = tokenOnlyRequestSchema;
export type GetUnreadMessageCountRequest = z.infer<typeof getUnreadMessageCountRequestSchema>;
export const getUnreadMessageCountResponseSchema = z.number().check(z.int(), z.nonnegative());
export type GetUnreadMessageCountResponse = z.infer<typeof getUnreadMessageCountResponseSchema>;

/**
 * POST /api/inbox/markasread: MessageId as the call table spells it; the message's own `messageId`
 * is accepted too, so a client may send the message object. Answer not shown; ours: true.
 */
export const markAsReadRequestSchema = withKeyAlias(
  z.extend(tokenBodySchema, { MessageId: wireIdSchema }),
  'MessageId',
  'messageId',
);
export type MarkAsReadRequest = z.infer<typeof markAsReadRequestSchema>;
export const markAsReadResponseSchema = acknowledgedResponseSchema;
export type MarkAsReadResponse = z.infer<typeof markAsReadResponseSchema>;
