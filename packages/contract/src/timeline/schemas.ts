import { z } from 'zod/mini';
import {
  fileRefSchema,
  tokenBodySchema,
  wireDateSchema,
  wireIdSchema,
  wireTimeSchema,
} from '../shared/common-schemas.js';

/**
 * What's happening (issue 32): the selected claim's timeline, newest first, ten at a time. One list
 * holds the provider's events (a claim accepted, a decision with its letter) and the portal's own (a
 * submission sent, received by the provider, a payment made).
 */

/** Entries one call answers ("loaded ten at a time"). */
export const TIMELINE_PAGE_SIZE = 10;
/** An opaque cursor is short: a time and an id, encoded. Anything longer is not one of ours. */
export const TIMELINE_CURSOR_MAX = 200;

/**
 * provider: the provider's own event (its Title and Body as sent); submitted: the claimant sent a form;
 * received: the provider received that submission; payment: a payment was made.
 */
export const TIMELINE_KINDS = ['provider', 'submitted', 'received', 'payment'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const timelineKindSchema = z.enum(TIMELINE_KINDS);

/** Where an entry leads: the Sent items list (a submission), the Payments page (a payment). */
export const TIMELINE_LINKS = ['sentItems', 'payments'] as const;
export type TimelineLink = (typeof TIMELINE_LINKS)[number];
export const timelineLinkSchema = z.enum(TIMELINE_LINKS);

/** One entry; Title and Body are in words already (the portal's own from timelineMessages). */
export const timelineEntrySchema = z.object({
  EntryId: wireIdSchema,
  Kind: timelineKindSchema,
  /** dd/mm/yyyy and h:mm am in Melbourne. */
  Date: wireDateSchema,
  Time: wireTimeSchema,
  Title: z.string(),
  Body: z.string(),
  /** The provider's letters, downloaded through getfilecontent; empty for the portal's own entries. */
  Attachments: z.array(fileRefSchema),
  Link: z.nullable(timelineLinkSchema),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** POST /api/timeline/gettimeline: Before is the previous page's Next, absent for the first page. */
export const getTimelineRequestSchema = z.extend(tokenBodySchema, {
  Before: z.optional(z.nullable(z.string().check(z.maxLength(TIMELINE_CURSOR_MAX)))),
});
export type GetTimelineRequest = z.infer<typeof getTimelineRequestSchema>;

export const getTimelineResponseSchema = z.object({
  Items: z.array(timelineEntrySchema).check(z.maxLength(TIMELINE_PAGE_SIZE)),
  /** The cursor of the next (older) page, or null when this page holds the oldest entry. */
  Next: z.nullable(z.string()),
});
export type GetTimelineResponse = z.infer<typeof getTimelineResponseSchema>;
