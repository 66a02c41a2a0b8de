import { z } from 'zod/mini';
import { DB_INTEGER_MAX } from '../../shared/limits.js';

/**
 * What claimants submitted, for the provider to take out (issue 5 "list and fetch what claimants
 * submitted ... with their files, newest first, and mark each as received so it is not fetched
 * twice"). Open submissions (files may still be added) are never shown.
 */
export const SUBMISSION_LIST_LIMIT_DEFAULT = 50;
export const SUBMISSION_LIST_LIMIT_MAX = 200;
export const submissionStatusFilters = ['submitted', 'received', 'all'] as const;
export type SubmissionStatusFilter = (typeof submissionStatusFilters)[number];

/** Query text is text: numbers are read from it. */
export const listSubmissionsQuerySchema = z.object({
  /** submitted (default): not yet marked received; received; all. */
  Status: z._default(z.enum(submissionStatusFilters), 'submitted'),
  Limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(SUBMISSION_LIST_LIMIT_MAX)),
    SUBMISSION_LIST_LIMIT_DEFAULT,
  ),
  // Bounded to what SQL OFFSET takes on both databases (limits.ts DB_INTEGER_MAX): larger is a 415.
  Offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(DB_INTEGER_MAX)), 0),
});
export type ListSubmissionsQuery = z.input<typeof listSubmissionsQuerySchema>;

export const submissionParamsSchema = z.object({
  submissionId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const providerFileParamsSchema = z.object({
  fileId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const providerSubmissionFileSchema = z.object({
  FileId: z.string(),
  Filename: z.string(),
  MimeType: z.string(),
  SizeBytes: z.number().check(z.int()),
  /** Hex SHA-256 of the bytes, to check a download. */
  Sha256: z.string(),
});
export type ProviderSubmissionFile = z.infer<typeof providerSubmissionFileSchema>;

/**
 * A reimbursement's payment status as the provider sets it (issue 12 "Payment status"): received,
 * approved, paid with the amount (integer cents) and the day paid (yyyy-mm-dd), or declined with a reason.
 */
export const REIMBURSEMENT_STATUSES = ['received', 'approved', 'paid', 'declined'] as const;
export const reimbursementStatusSchema = z.discriminatedUnion('Status', [
  z.object({ Status: z.literal('received') }),
  z.object({ Status: z.literal('approved') }),
  z.object({
    Status: z.literal('paid'),
    AmountCents: z.number().check(z.int(), z.gte(1), z.lte(100_000_000)),
    PaidOn: z.string().check(z.maxLength(10, { abort: true }), z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  }),
  z.object({
    Status: z.literal('declined'),
    Reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  }),
]);
export type ReimbursementStatus = z.infer<typeof reimbursementStatusSchema>;

export const providerSubmissionSchema = z.object({
  SubmissionId: z.string(),
  /** personalDetails | documents | reimbursement | contact | authority | survey */
  Kind: z.string(),
  Status: z.enum(['submitted', 'received']),
  /** NN/NNNNN, or null when the submission is not tied to a claim. */
  ClaimNumber: z.nullable(z.string()),
  /** The provider's reference of the claimant (null when the record was not made by the provider). */
  ClaimantRef: z.nullable(z.string()),
  /** ISO 8601 UTC. */
  SubmittedAt: z.string(),
  ReceivedAt: z.nullable(z.string()),
  /** What the claimant sent, as stored (its shape depends on Kind). */
  Data: z.unknown(),
  /** Reimbursements only: the payment status the provider last set (null until set). */
  Payment: z.optional(z.nullable(reimbursementStatusSchema)),
  Files: z.array(providerSubmissionFileSchema),
});
export type ProviderSubmission = z.infer<typeof providerSubmissionSchema>;

export const listSubmissionsResponseSchema = z.object({
  Submissions: z.array(providerSubmissionSchema),
  /** All submissions matching Status. */
  Total: z.number().check(z.int()),
  Offset: z.number().check(z.int()),
  Limit: z.number().check(z.int()),
});
export type ListSubmissionsResponse = z.infer<typeof listSubmissionsResponseSchema>;
