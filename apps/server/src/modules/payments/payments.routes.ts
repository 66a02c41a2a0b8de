import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getPaymentSummary, getPayments } from './claimant-payments.service.js';

/** POST /api/payments/getpayments and /getpaymentsummary (issue 32 "Payments"), for the selected claim. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const branding = { providerName: app.config.providerName };
  registerEndpoint(app, endpoints.getPayments, ({ body, session, now }) =>
    getPayments(app.database.db, messagingScopeOf(session), body, now, branding),
  );
  // Claim home's summary is read on every visit: its one statement checks a kept session (ADR 0019,
  // payments.repository.ts findNextAndLast). A sent item read after it, for a payment of a
  // reimbursement, follows that check as the statements of any call follow its session's read.
  registerEndpoint(
    app,
    endpoints.getPaymentSummary,
    ({ session }) => getPaymentSummary(app.database.db, messagingScopeOf(session), branding),
    { reuseSession: true },
  );
}
