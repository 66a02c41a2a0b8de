import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../../http/caller-context.js';
import { getAccount, updatePreferences, verifyBankDetails } from './account.service.js';
import { updatePassword } from './password-change.js';

/** POST /api/account/getaccount, /verifybankdetails, /updatepreferences, /updatepassword (part 1 §7). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const notices = () => ({
    db: db(),
    deliveries: app.deliveries,
    branding: { providerName: app.config.providerName, providerPhone: app.config.providerPhone },
  });
  registerEndpoint(app, endpoints.getAccount, ({ session, now }) => getAccount(db(), session, now));
  registerEndpoint(app, endpoints.verifyBankDetails, ({ session, request, now }) =>
    verifyBankDetails(db(), { session, now, client: clientContextOf(request) }),
  );
  registerEndpoint(app, endpoints.updatePreferences, ({ body, session, request, now }) =>
    updatePreferences(notices(), {
      preferences: { SMS: body.SMS, Email: body.Email },
      session,
      now,
      client: clientContextOf(request),
    }),
  );
  registerEndpoint(app, endpoints.updatePassword, ({ body, session, request, now }) =>
    updatePassword(notices(), { body, session, now, client: clientContextOf(request) }),
  );
}
