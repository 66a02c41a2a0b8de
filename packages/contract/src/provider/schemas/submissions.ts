import { z } from 'zod';
import { DB_INTEGER_MAX } from '../../limits.js';

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
  Status: z.enum(submissionStatusFilters).default('submitted'),
  Limit: z.coerce.number().int().min(1).max(SUBMISSION_LIST_LIMIT_MAX).default(SUBMISSION_LIST_LIMIT_DEFAULT),
  // Bounded to what SQL OFFSET takes on both databases (limits.ts DB_INTEGER_MAX): larger is a 415.
  Offset: z.coerce.number().int().min(0).max(DB_INTEGER_MAX).default(0),
});
export type ListSubmissionsQuery = z.input<typeof listSubmissionsQuerySchema>;

export const submissionParamsSchema = z.object({ submissionId: z.string().min(1).max(64) });
export const providerFileParamsSchema = z.object({ fileId: z.string().min(1).max(64) });

export const providerSubmissionFileSchema = z.object({
  FileId: z.string(),
  Filename: z.string(),
  MimeType: z.string(),
  SizeBytes: z.number().int(),
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
    AmountCents: z.number().int().min(1).max(100_000_000),
    PaidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  z.object({ Status: z.literal('declined'), Reason: z.string().trim().min(1).max(500) }),
]);
export type ReimbursementStatus = z.infer<typeof reimbursementStatusSchema>;

export const providerSubmissionSchema = z.object({
  SubmissionId: z.string(),
  /** personalDetails | documents | reimbursement | contact | authority | survey */
  Kind: z.string(),
  Status: z.enum(['submitted', 'received']),
  /** NN/NNNNN, or null when the submission is not tied to a claim. */
  ClaimNumber: z.string().nullable(),
  /** The provider's reference of the claimant (null when the record was not made by the provider). */
  ClaimantRef: z.string().nullable(),
  /** ISO 8601 UTC. */
  SubmittedAt: z.string(),
  ReceivedAt: z.string().nullable(),
  /** What the claimant sent, as stored (its shape depends on Kind). */
  Data: z.unknown(),
  /** Reimbursements only: the payment status the provider last set (null until set). */
  Payment: reimbursementStatusSchema.nullable().optional(),
  Files: z.array(providerSubmissionFileSchema),
});
export type ProviderSubmission = z.infer<typeof providerSubmissionSchema>;

export const listSubmissionsResponseSchema = z.object({
  Submissions: z.array(providerSubmissionSchema),
  /** All submissions matching Status. */
  Total: z.number().int(),
  Offset: z.number().int(),
  Limit: z.number().int(),
});
export type ListSubmissionsResponse = z.infer<typeof listSubmissionsResponseSchema>;
