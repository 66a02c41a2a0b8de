import { z } from 'zod/mini';
import { FILE_MAX_BYTES } from '../../shared/limits.js';
import { claimNumberSchema } from '../../shared/identity.js';
import { PAYMENT_STATUSES, paymentKindSchema, paymentStatusSchema } from '../../payments/schemas.js';

/**
 * Payments (issue 32): the provider's payments on a claim, stored by its own reference. A PUT repeated
 * with the same body changes nothing; one with a new Status makes (paid) or withdraws (cancelled) it.
 */
export const PROVIDER_PAYMENT_DESCRIPTION_MAX = 200;
export const PROVIDER_PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
/** The largest amount, in cents ($1,000,000.00): a larger one is a mistake, not a payment. */
export const PROVIDER_PAYMENT_AMOUNT_MAX = 100_000_000;
export const PROVIDER_PAYMENT_LIST_MAX = 500;
/** The largest body: a remittance at the file size limit in base64, plus room for the fields. */
export const PROVIDER_PAYMENT_BODY_LIMIT_BYTES = Math.ceil(FILE_MAX_BYTES / 3) * 4 + 65_536;

const text = {
  reference: 'The reference is 1-100 characters: letters, digits, ".", "_", ":" and "-"', // ours
  description: `A description is 1-${PROVIDER_PAYMENT_DESCRIPTION_MAX} characters`, // ours
  amount: `Amount is whole cents, 1 to ${PROVIDER_PAYMENT_AMOUNT_MAX}`, // ours
  paymentDate: 'PaymentDate is written dd/mm/yyyy', // ours
  submissionId: 'SubmissionId is at most 100 characters', // ours
  accountNumber: 'AccountNumber is 3-9 digits', // ours
} as const;

export const providerPaymentParamsSchema = z.object({
  reference: z
    .string({ error: text.reference })
    .check(
      z.maxLength(100, { error: text.reference, abort: true }),
      z.regex(PROVIDER_PAYMENT_REFERENCE_PATTERN, { error: text.reference }),
    ),
});
export type ProviderPaymentParams = z.infer<typeof providerPaymentParamsSchema>;

export const putProviderPaymentBodySchema = z.object({
  ClaimNumber: claimNumberSchema,
  Kind: paymentKindSchema,
  Description: z
    .string({ error: text.description })
    .check(
      z.trim(),
      z.minLength(1, { error: text.description }),
      z.maxLength(PROVIDER_PAYMENT_DESCRIPTION_MAX, { error: text.description }),
    ),
  /** Integer cents, 1 to PROVIDER_PAYMENT_AMOUNT_MAX. */
  Amount: z
    .number({ error: text.amount })
    .check(
      z.int({ error: text.amount }),
      z.gte(1, { error: text.amount }),
      z.lte(PROVIDER_PAYMENT_AMOUNT_MAX, { error: text.amount }),
    ),
  Status: paymentStatusSchema,
  /** dd/mm/yyyy; a day that does not exist is refused with 225, 310. */
  PaymentDate: z.string({ error: text.paymentDate }).check(z.maxLength(10, { error: text.paymentDate })),
  /**
   * The reimbursement (a receipts submission of the same claim) this pays; else 225, 311. When the
   * payment is made, that reimbursement's payment status becomes paid.
   */
  SubmissionId: z.optional(
    z.nullable(z.string({ error: text.submissionId }).check(z.maxLength(100, { error: text.submissionId }))),
  ),
  /** The account paid into; the portal keeps only its last 3 digits. */
  AccountNumber: z.optional(
    z.nullable(
      z
        .string({ error: text.accountNumber })
        .check(
          z.maxLength(9, { error: text.accountNumber, abort: true }),
          z.regex(/^\d{3,9}$/, { error: text.accountNumber }),
        ),
    ),
  ),
  /**
   * The remittance advice: a PDF in base64 (RFC 4648, padding optional). Not base64: 225, 211; not a
   * PDF: 225, 312; 10MB or more: 225, 213. Absent on an update: the stored one stays.
   */
  Remittance: z.optional(z.nullable(z.string().check(z.maxLength(PROVIDER_PAYMENT_BODY_LIMIT_BYTES)))),
});
export type PutProviderPaymentBody = z.input<typeof putProviderPaymentBodySchema>;
export type PutProviderPayment = z.output<typeof putProviderPaymentBodySchema>;

export const providerPaymentSchema = z.object({
  Reference: z.string(),
  ClaimNumber: z.string(),
  Kind: paymentKindSchema,
  Description: z.string(),
  Amount: z.number(),
  Status: paymentStatusSchema,
  PaymentDate: z.string(),
  SubmissionId: z.nullable(z.string()),
  /** The last 3 digits of the account paid into, or null. */
  AccountLastDigits: z.nullable(z.string()),
  /** The stored remittance's file id, or null. */
  RemittanceFileId: z.nullable(z.string()),
  /** ISO 8601 UTC: when it became paid; null while not paid. */
  PaidAt: z.nullable(z.string()),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

export const listProviderPaymentsQuerySchema = z.object({
  ClaimNumber: z.optional(claimNumberSchema),
  Status: z.optional(z.enum(PAYMENT_STATUSES)),
});
export type ListProviderPaymentsQuery = z.input<typeof listProviderPaymentsQuerySchema>;

export const listProviderPaymentsResponseSchema = z.object({
  /** Latest payment date first, at most PROVIDER_PAYMENT_LIST_MAX. */
  Payments: z.array(providerPaymentSchema),
});
export type ListProviderPaymentsResponse = z.infer<typeof listProviderPaymentsResponseSchema>;
