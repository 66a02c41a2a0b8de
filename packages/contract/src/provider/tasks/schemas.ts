import { z } from 'zod/mini';
import { DB_INTEGER_MAX } from '../../shared/limits.js';
import { claimNumberSchema } from '../../shared/identity.js';
import { TASK_STATUSES, taskActionSchema, taskStatusSchema } from '../../tasks/schemas.js';

/**
 * Things to do (issue 32): the provider's requests of a claimant, stored by the provider's own
 * reference. A PUT repeated with the same body changes nothing; one with a new Status completes or
 * cancels the request.
 */
export const PROVIDER_TASK_TITLE_MAX = 200;
export const PROVIDER_TASK_DETAIL_MAX = 2_000;
export const PROVIDER_TASK_REFERENCE_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
export const PROVIDER_TASK_LIST_MAX = 500;

const text = {
  reference: 'The reference is 1-100 characters: letters, digits, ".", "_", ":" and "-"', // ours
  title: `A title is 1-${PROVIDER_TASK_TITLE_MAX} characters`, // ours
  detail: `Detail is at most ${PROVIDER_TASK_DETAIL_MAX} characters`, // ours
  dueDate: 'DueDate is written dd/mm/yyyy', // ours
} as const;

export const providerTaskParamsSchema = z.object({
  reference: z
    .string({ error: text.reference })
    .check(
      z.maxLength(100, { error: text.reference, abort: true }),
      z.regex(PROVIDER_TASK_REFERENCE_PATTERN, { error: text.reference }),
    ),
});
export type ProviderTaskParams = z.infer<typeof providerTaskParamsSchema>;

export const putProviderTaskBodySchema = z.object({
  ClaimNumber: claimNumberSchema,
  Title: z
    .string({ error: text.title })
    .check(
      z.trim(),
      z.minLength(1, { error: text.title }),
      z.maxLength(PROVIDER_TASK_TITLE_MAX, { error: text.title }),
    ),
  Detail: z._default(
    z
      .string({ error: text.detail })
      .check(z.trim(), z.maxLength(PROVIDER_TASK_DETAIL_MAX, { error: text.detail })),
    '',
  ),
  /** dd/mm/yyyy; a day that does not exist is refused with 225, 302. */
  DueDate: z.string({ error: text.dueDate }).check(z.maxLength(10, { error: text.dueDate })),
  Action: taskActionSchema,
  /** A SendDocumentTypes item id; required for Action documents (225, 303), ignored otherwise. */
  DocumentTypeId: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(DB_INTEGER_MAX)))),
  Status: z._default(taskStatusSchema, 'open'),
});
export type PutProviderTaskBody = z.input<typeof putProviderTaskBodySchema>;
export type PutProviderTask = z.output<typeof putProviderTaskBodySchema>;

export const providerTaskSchema = z.object({
  Reference: z.string(),
  ClaimNumber: z.string(),
  Title: z.string(),
  Detail: z.string(),
  DueDate: z.string(),
  Action: taskActionSchema,
  DocumentTypeId: z.nullable(z.number()),
  Status: taskStatusSchema,
  /** ISO 8601 UTC: when it became done or cancelled; null while open. */
  CompletedAt: z.nullable(z.string()),
  /** The claimant's submission that completed it (a survey's FormId for the survey); null otherwise. */
  CompletedBySubmissionId: z.nullable(z.string()),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ProviderTask = z.infer<typeof providerTaskSchema>;

export const listProviderTasksQuerySchema = z.object({
  ClaimNumber: z.optional(claimNumberSchema),
  Status: z.optional(z.enum(TASK_STATUSES)),
});
export type ListProviderTasksQuery = z.input<typeof listProviderTasksQuerySchema>;

export const listProviderTasksResponseSchema = z.object({
  /** Soonest due first, at most PROVIDER_TASK_LIST_MAX. */
  Tasks: z.array(providerTaskSchema),
});
export type ListProviderTasksResponse = z.infer<typeof listProviderTasksResponseSchema>;
