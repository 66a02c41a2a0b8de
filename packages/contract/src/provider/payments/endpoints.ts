import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  PROVIDER_PAYMENT_BODY_LIMIT_BYTES,
  listProviderPaymentsQuerySchema,
  listProviderPaymentsResponseSchema,
  providerPaymentParamsSchema,
  providerPaymentSchema,
  putProviderPaymentBodySchema,
} from './schemas.js';

/** Payments (issue 32): payments on a claim, by the provider's own reference. */
export const paymentEndpoints = {
  putPayment: defineProviderEndpoint({
    id: 'putPayment',
    method: 'PUT',
    path: '/provider/v1/payments/:reference',
    summary:
      'Create or update the payment with this reference on a claim; a repeat with the same body changes ' +
      'nothing. Status paid makes it: the claimants of the claim are told once on their preferred ' +
      'channels that a payment was made (never its amount), and a reimbursement named by SubmissionId ' +
      'gets the payment status paid. Remittance is a PDF in base64. 225: 103 unknown claim, 310 ' +
      'PaymentDate not a real dd/mm/yyyy day, 311 SubmissionId not a reimbursement of the claim, 211 ' +
      'Remittance not base64, 312 not a PDF, 213 10MB or more. Answers the stored payment.',
    tag: 'Payments',
    params: providerPaymentParamsSchema,
    body: putProviderPaymentBodySchema,
    response: providerPaymentSchema,
    bodyLimitBytes: PROVIDER_PAYMENT_BODY_LIMIT_BYTES,
  }),
  listPayments: defineProviderEndpoint({
    id: 'listPayments',
    method: 'GET',
    path: '/provider/v1/payments',
    summary:
      'List payments, latest payment date first (at most 500), by ClaimNumber and Status (scheduled, ' +
      'paid, cancelled).',
    tag: 'Payments',
    query: listProviderPaymentsQuerySchema,
    response: listProviderPaymentsResponseSchema,
  }),
} as const;
