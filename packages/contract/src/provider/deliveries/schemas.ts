import { z } from 'zod/mini';
import { DB_INTEGER_MAX } from '../../shared/limits.js';

/**
 * The delivery queue as the provider sees it (issue 29 "Notices that are never lost"): e-mails, text
 * messages and webhooks that kept failing are parked, never dropped, and listed here to be retried.
 * Bodies are never shown (an access code may be in one).
 */
export const DELIVERY_LIST_LIMIT_DEFAULT = 50;
export const DELIVERY_LIST_LIMIT_MAX = 200;

export const deliveryChannels = ['email', 'sms', 'webhook'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];
/**
 * pending: waiting for (another) attempt; delivered; parked: failed DELIVERY_MAX_ATTEMPTS times;
 * expired: an access code no longer valid, never sent late.
 */
export const deliveryStates = ['pending', 'delivered', 'parked', 'expired'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** Query text is text: numbers are read from it. */
export const listParkedDeliveriesQuerySchema = z.object({
  Limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(DELIVERY_LIST_LIMIT_MAX)),
    DELIVERY_LIST_LIMIT_DEFAULT,
  ),
  // Bounded to what SQL OFFSET takes on both databases (limits.ts DB_INTEGER_MAX): larger is a 415.
  Offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(DB_INTEGER_MAX)), 0),
});
export type ListParkedDeliveriesQuery = z.input<typeof listParkedDeliveriesQuerySchema>;

export const deliveryParamsSchema = z.object({
  deliveryId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const providerDeliverySchema = z.object({
  /** Also the message's id at the receiver: Message-ID, the SMS gateway's idempotency key, webhook-id. */
  DeliveryId: z.string(),
  Channel: z.enum(deliveryChannels),
  /** What it is about: accessCode, username, passwordChanged, emailChanged, ..., or a webhook event type. */
  Topic: z.string(),
  /** The e-mail address or mobile number; `provider` for a webhook. */
  Recipient: z.string(),
  Subject: z.nullable(z.string()),
  State: z.enum(deliveryStates),
  Attempts: z.number().check(z.int()),
  /** Why the last attempt failed. */
  LastError: z.nullable(z.string()),
  /** ISO 8601 UTC. */
  CreatedAt: z.string(),
  ParkedAt: z.nullable(z.string()),
  /** An access code's expiry: it is never sent after this. */
  ValidUntil: z.nullable(z.string()),
});
export type ProviderDelivery = z.infer<typeof providerDeliverySchema>;

export const listParkedDeliveriesResponseSchema = z.object({
  /** Parked and expired deliveries, newest first. */
  Deliveries: z.array(providerDeliverySchema),
  Total: z.number().check(z.int()),
  Offset: z.number().check(z.int()),
  Limit: z.number().check(z.int()),
});
export type ListParkedDeliveriesResponse = z.infer<typeof listParkedDeliveriesResponseSchema>;

// ---- Webhook events (PROVIDER_WEBHOOK_URL) ----

/**
 * What the portal POSTs to PROVIDER_WEBHOOK_URL, signed per the Standard Webhooks specification
 * (`webhook-id` is the event's id). Ids, kind, claim and time only: the content is fetched through the
 * API (GET /provider/v1/submissions/:submissionId, GET /provider/v1/survey/results).
 */
export const providerWebhookEventTypes = [
  'submission.created',
  'survey.completed',
  'survey.refused',
  'task.completed',
] as const;
export type ProviderWebhookEventType = (typeof providerWebhookEventTypes)[number];

export const submissionCreatedEventSchema = z.object({
  type: z.literal('submission.created'),
  /** ISO 8601 UTC: when the event happened. */
  timestamp: z.string(),
  data: z.object({
    SubmissionId: z.string(),
    /** As the submissions API's Kind: documents, receipts, contactUs, personalDetails, authorityForm. */
    Kind: z.string(),
    /** NN/NNNNN, or null when the submission is not tied to a claim. */
    ClaimNumber: z.nullable(z.string()),
    SubmittedAt: z.string(),
  }),
});

export const surveySubmittedEventSchema = z.object({
  type: z.enum(['survey.completed', 'survey.refused']),
  timestamp: z.string(),
  data: z.object({
    /** As the survey results' FormId. */
    FormId: z.string(),
    ClaimNumber: z.string(),
    SubmittedAt: z.string(),
  }),
});

/** Issue 32: a request the claimant completed by a submission (GET /provider/v1/tasks has it too). */
export const taskCompletedEventSchema = z.object({
  type: z.literal('task.completed'),
  timestamp: z.string(),
  data: z.object({
    /** The request's reference, as it was PUT. */
    Reference: z.string(),
    ClaimNumber: z.string(),
    /** The submission that completed it (a survey's FormId for the survey). */
    SubmissionId: z.string(),
    CompletedAt: z.string(),
  }),
});

export const providerWebhookEventSchema = z.union([
  submissionCreatedEventSchema,
  surveySubmittedEventSchema,
  taskCompletedEventSchema,
]);
export type ProviderWebhookEvent = z.infer<typeof providerWebhookEventSchema>;
