import { z } from 'zod';
import { DATE_RANGES } from '../limits.js';
import {
  acknowledgedResponseSchema,
  fileRefSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
  wireIdSchema,
  wireTimeSchema,
  withKeyAlias,
} from './common.js';

/** Inbox (part 2 §3, §7). */

export const dateRangeSchema = z.enum(DATE_RANGES);

/**
 * Inbox query: Offset, Amount, Search, DateRange, StartDate, EndDate. On the inbox call Amount is the
 * exclusive end index (RESOLUTIONS.md "Limits with two readings"). StartDate/EndDate only for custom.
 */
export const inboxQuerySchema = tokenBodySchema.extend({
  Offset: z.number().int().nonnegative(),
  Amount: z.number().int().nonnegative(),
  Search: z.string().optional(),
  DateRange: dateRangeSchema.optional(),
  StartDate: wireDateSchema.optional(),
  EndDate: wireDateSchema.optional(),
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
  Selected: z.boolean().optional(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** POST /api/inbox/getmessages: inbox query; answers Start, End, Total, Items. */
export const getMessagesRequestSchema = inboxQuerySchema;
export type GetMessagesRequest = z.infer<typeof getMessagesRequestSchema>;
export const getMessagesResponseSchema = z.object({
  Start: z.number().int(),
  End: z.number().int(),
  Total: z.number().int(),
  Items: z.array(inboxMessageSchema),
});
export type GetMessagesResponse = z.infer<typeof getMessagesResponseSchema>;

/** POST /api/inbox/getunreadmessagecount: payload none; answers a number. */
export const getUnreadMessageCountRequestSchema = tokenOnlyRequestSchema;
export type GetUnreadMessageCountRequest = z.infer<typeof getUnreadMessageCountRequestSchema>;
export const getUnreadMessageCountResponseSchema = z.number().int().nonnegative();
export type GetUnreadMessageCountResponse = z.infer<typeof getUnreadMessageCountResponseSchema>;

/**
 * POST /api/inbox/markasread: MessageId as the call table spells it; the message's own `messageId`
 * is accepted too, so a client may send the message object. Answer not shown; ours: true.
 */
export const markAsReadRequestSchema = withKeyAlias(
  tokenBodySchema.extend({ MessageId: wireIdSchema }),
  'MessageId',
  'messageId',
);
export type MarkAsReadRequest = z.infer<typeof markAsReadRequestSchema>;
export const markAsReadResponseSchema = acknowledgedResponseSchema;
export type MarkAsReadResponse = z.infer<typeof markAsReadResponseSchema>;
