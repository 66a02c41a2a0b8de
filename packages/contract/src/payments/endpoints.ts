import { p2 } from '../shared/call-table.js';
import * as payments from './schemas.js';

// Ours (issue 32): Payments, and its summary on claim home.
export const getPayments = p2.post(
  payments.getPaymentsRequestSchema,
  payments.getPaymentsResponseSchema,
  'getPayments',
  '/api/payments/getpayments',
  'claim',
  "List the selected claim's payments of one financial year, with the year's total paid",
);

export const getPaymentSummary = p2.post(
  payments.getPaymentSummaryRequestSchema,
  payments.getPaymentSummaryResponseSchema,
  'getPaymentSummary',
  '/api/payments/getpaymentsummary',
  'claim',
  "The selected claim's next scheduled payment and the last one made",
);
