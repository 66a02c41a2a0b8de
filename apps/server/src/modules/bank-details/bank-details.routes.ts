import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../../http/caller-context.js';
import { type BankDetailsDeps, updateBankDetails, verifyBsb } from './bank-details.service.js';

/** verifybsb and updatebankaccountdetails (spec part 1 §7). */
export async function bankDetailsRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): BankDetailsDeps => ({
    db: app.database.db,
    sessions: app.sessions,
    deliveries: app.deliveries,
    log: app.log,
    branding: { providerName: app.config.providerName, providerPhone: app.config.providerPhone },
  });

  registerEndpoint(app, endpoints.verifyBsb, ({ body }) => verifyBsb(app.database.db, body.Bsb));

  registerEndpoint(app, endpoints.updateBankAccountDetails, ({ body, session, request, now }) =>
    updateBankDetails(deps(), { auth: session, body, client: clientContextOf(request), now }),
  );
}
