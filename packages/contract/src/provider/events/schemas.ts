import { z } from 'zod/mini';
import { FILE_MAX_BYTES, ISO_TIME_MAX } from '../../shared/limits.js';
import { claimNumberSchema } from '../../shared/identity.js';
import { providerAttachmentSchema } from '../messages/schemas.js';

/**
 * What's happening (issue 32): the provider's events on a claim's timeline (a claim accepted, a
 * decision with its letter attached, treatment approved), stored by the provider's own reference. A
 * PUT repeated with the same body changes nothing; one with a new body updates the event, and its
 * Attachments replace the stored ones (ADR 0040).
 */
export const PROVIDER_EVENT_TITLE_MAX = 200;
export const PROVIDER_EVENT_BODY_MAX = 4_000;
export const PROVIDER_EVENT_ATTACHMENTS_MAX = 4;
export const PROVIDER_EVENT_REFERENCE_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
/** The largest body: every attachment at the size limit in base64, plus room for the text. */
export const PROVIDER_EVENT_BODY_LIMIT_BYTES =
  Math.ceil(FILE_MAX_BYTES / 3) * 4 * PROVIDER_EVENT_ATTACHMENTS_MAX + 1_048_576;
/** The most events one list answers (the CLI's and the GET's). */
export const PROVIDER_EVENT_LIST_MAX = 500;

const text = {
  reference: 'The reference is 1-100 characters: letters, digits, ".", "_", ":" and "-"', // ours
  title: `A title is 1-${PROVIDER_EVENT_TITLE_MAX} characters`, // ours
  body: `Body is at most ${PROVIDER_EVENT_BODY_MAX} characters`, // ours
  date: 'Date is an ISO 8601 date and time with its offset, e.g. 2026-11-21T09:30:00+11:00', // ours
  attachments: `At most ${PROVIDER_EVENT_ATTACHMENTS_MAX} attachments`, // ours
} as const;

export const providerEventParamsSchema = z.object({
  reference: z
    .string({ error: text.reference })
    .check(
      z.maxLength(100, { error: text.reference, abort: true }),
      z.regex(PROVIDER_EVENT_REFERENCE_PATTERN, { error: text.reference }),
    ),
});
export type ProviderEventParams = z.infer<typeof providerEventParamsSchema>;

export const putProviderEventBodySchema = z.object({
  ClaimNumber: claimNumberSchema,
  /** When it happened; the timeline shows it as dd/mm/yyyy in Melbourne and orders by it. */
  Date: z.iso
    .datetime({ offset: true, error: text.date })
    .check(z.maxLength(ISO_TIME_MAX, { error: text.date, abort: true })),
  Title: z
    .string({ error: text.title })
    .check(
      z.trim(),
      z.minLength(1, { error: text.title }),
      z.maxLength(PROVIDER_EVENT_TITLE_MAX, { error: text.title }),
    ),
  Body: z._default(
    z
      .string({ error: text.body })
      .check(z.trim(), z.maxLength(PROVIDER_EVENT_BODY_MAX, { error: text.body })),
    '',
  ),
  /** Letters as base64 files, checked as a claimant's upload is; they replace the stored ones. */
  Attachments: z._default(
    z
      .array(providerAttachmentSchema)
      .check(z.maxLength(PROVIDER_EVENT_ATTACHMENTS_MAX, { error: text.attachments })),
    [],
  ),
});
export type PutProviderEventBody = z.input<typeof putProviderEventBodySchema>;
export type PutProviderEvent = z.output<typeof putProviderEventBodySchema>;

export const providerEventFileSchema = z.object({
  FileId: z.string(),
  Filename: z.string(),
  MimeType: z.string(),
  SizeBytes: z.number(),
  Sha256: z.string(),
});

export const providerEventSchema = z.object({
  Reference: z.string(),
  ClaimNumber: z.string(),
  /** ISO 8601 UTC. */
  Date: z.string(),
  Title: z.string(),
  Body: z.string(),
  Attachments: z.array(providerEventFileSchema),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

/** One entry of a claim's whole timeline as the provider sees it (the portal's own entries too). */
export const providerTimelineEntrySchema = z.object({
  Kind: z.string(),
  /** The provider's reference of its own events; null for the portal's. */
  Reference: z.nullable(z.string()),
  Date: z.string(),
  Title: z.string(),
  Body: z.string(),
  Attachments: z.array(z.string()),
});
export type ProviderTimelineEntry = z.infer<typeof providerTimelineEntrySchema>;

export const listProviderEventsQuerySchema = z.object({ ClaimNumber: claimNumberSchema });
export type ListProviderEventsQuery = z.input<typeof listProviderEventsQuerySchema>;

export const listProviderEventsResponseSchema = z.object({
  /** Newest first, at most PROVIDER_EVENT_LIST_MAX. */
  Entries: z.array(providerTimelineEntrySchema),
});
export type ListProviderEventsResponse = z.infer<typeof listProviderEventsResponseSchema>;
