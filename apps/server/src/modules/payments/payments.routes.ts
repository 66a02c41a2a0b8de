import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getPaymentSummary, getPayments } from './claimant-payments.service.js';

/** POST /api/payments/getpayments and /getpaymentsummary (issue 32 "Payments"), for the selected claim. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const branding = { providerName: app.config.providerName };
  // Both calls read on every visit (/payments, claim home), each in one statement that checks a kept
  // session (ADR 0019, payments.repository.ts findPaymentsOfYear and findNextAndLast). A sent item read
  // after it, for a payment of a reimbursement, follows that check as the statements of any call follow
  // its session's read; so does the year's sum when the bound cut the year's rows.
  registerEndpoint(
    app,
    endpoints.getPayments,
    ({ body, session, now }) => getPayments(app.database.db, messagingScopeOf(session), body, now, branding),
    { reuseSession: true },
  );
  registerEndpoint(
    app,
    endpoints.getPaymentSummary,
    ({ session }) => getPaymentSummary(app.database.db, messagingScopeOf(session), branding),
    { reuseSession: true },
  );
}
