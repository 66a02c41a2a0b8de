import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../../http/caller-context.js';
import { type ContactDetailsDeps, updateContactDetails } from './contact-details.service.js';

/** updatecontactdetails (spec part 1 §7); the token is the session's, or a secure token (session-access.ts). */
export async function contactDetailsRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): ContactDetailsDeps => ({
    db: app.database.db,
    sessions: app.sessions,
    deliveries: app.deliveries,
    log: app.log,
    branding: { providerName: app.config.providerName, providerPhone: app.config.providerPhone },
  });

  registerEndpoint(app, endpoints.updateContactDetails, ({ body, session, request, now }) =>
    updateContactDetails(deps(), { auth: session, body, client: clientContextOf(request), now }),
  );
}
