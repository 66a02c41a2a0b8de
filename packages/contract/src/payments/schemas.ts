import { z } from 'zod/mini';
import { fileRefSchema, tokenBodySchema, wireDateSchema, wireIdSchema } from '../shared/common-schemas.js';
import { sentItemSchema } from '../sent-items/schemas.js';

/**
 * Payments (issue 32): the selected claim's upcoming and made payments, by Australian financial year
 * (1 July to 30 June, the Melbourne calendar day). A cancelled payment is the provider's to list, not
 * the claimant's: it was never made.
 */

/** What a payment is for: income support, a reimbursement (of a claimant's receipts), or other. */
export const PAYMENT_KINDS = ['incomeSupport', 'reimbursement', 'other'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const paymentKindSchema = z.enum(PAYMENT_KINDS);

/** scheduled: upcoming; paid: made; cancelled: withdrawn (never shown to the claimant). */
export const PAYMENT_STATUSES = ['scheduled', 'paid', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** The most payments one financial year answers: more in a year is a provider's mistake, not a list. */
export const PAYMENTS_PER_YEAR_MAX = 200;
/** The financial years a claimant may ask for, by the year they start in. */
export const FINANCIAL_YEAR_MIN = 1990;
export const FINANCIAL_YEAR_MAX = 2100;

const financialYearSchema = z.number().check(z.int(), z.gte(FINANCIAL_YEAR_MIN), z.lte(FINANCIAL_YEAR_MAX));

/** The year the financial year holding a calendar day starts in (1 July 2025 to 30 June 2026: 2025). */
export function financialYearOf(day: { year: number; month: number }): number {
  return day.month >= 7 ? day.year : day.year - 1;
}

/** One payment of the claim as the claimant sees it. */
export const paymentSchema = z.object({
  PaymentId: wireIdSchema,
  Kind: paymentKindSchema,
  Description: z.string(),
  /** Integer cents. */
  Amount: z.number().check(z.int(), z.nonnegative()),
  Status: z.enum(['scheduled', 'paid']),
  /** dd/mm/yyyy: the day it is (scheduled) or was (paid) made. */
  PaymentDate: wireDateSchema,
  /** A payment made: the account it went to, all but its last 3 digits masked; null when unknown. */
  Account: z.nullable(z.string()),
  /** A payment made: its remittance advice (a PDF, read with getfilecontent); null when none. */
  Remittance: z.nullable(fileRefSchema),
  /** A reimbursement's payment: the sent item of the reimbursement it pays; null otherwise. */
  SentItem: z.nullable(sentItemSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/payments/getpayments: the financial year asked for (by the year it starts), else today's. */
export const getPaymentsRequestSchema = z.object({
  ...tokenBodySchema.shape,
  FinancialYear: z.optional(financialYearSchema),
});
export type GetPaymentsRequest = z.infer<typeof getPaymentsRequestSchema>;
export const getPaymentsResponseSchema = z.object({
  /** The year answered, by the year it starts in. */
  FinancialYear: financialYearSchema,
  /** The years with payments, and the current one, latest first: the filter's choices. */
  Years: z.array(financialYearSchema).check(z.maxLength(FINANCIAL_YEAR_MAX - FINANCIAL_YEAR_MIN + 1)),
  /** The year's payments, latest first (upcoming ones at the top). */
  Items: z.array(paymentSchema).check(z.maxLength(PAYMENTS_PER_YEAR_MAX)),
  /** Integer cents: the payments made in the year (upcoming ones are not yet paid). */
  TotalPaid: z.number().check(z.int(), z.nonnegative()),
});
export type GetPaymentsResponse = z.infer<typeof getPaymentsResponseSchema>;

/** POST /api/payments/getpaymentsummary: claim home's next payment and the last one made. */
export const getPaymentSummaryRequestSchema = tokenBodySchema;
export type GetPaymentSummaryRequest = z.infer<typeof getPaymentSummaryRequestSchema>;
export const getPaymentSummaryResponseSchema = z.object({
  /** The soonest scheduled payment, or null. */
  Next: z.nullable(paymentSchema),
  /** The latest payment made, or null. */
  Last: z.nullable(paymentSchema),
});
export type GetPaymentSummaryResponse = z.infer<typeof getPaymentSummaryResponseSchema>;
