import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../../http/caller-context.js';
import {
  type RecoveryDeps,
  forgotPassword,
  resetPassword,
  retrieveUsername,
} from './account-recovery.service.js';

/** POST /api/account/retrieveusername, /forgotpassword and /resetPassword (spec part 1 §7). */
export async function accountRecoveryRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): RecoveryDeps => ({
    db: app.database.db,
    sessions: app.sessions,
    deliveries: app.deliveries,
    log: app.log,
    verification: app.config.signInVerification,
    branding: { providerName: app.config.providerName, providerPhone: app.config.providerPhone },
  });

  registerEndpoint(app, endpoints.retrieveUsername, ({ body, request, now }) =>
    retrieveUsername(deps(), { body, now, client: clientContextOf(request) }),
  );
  registerEndpoint(app, endpoints.forgotPassword, ({ body, request, now }) =>
    forgotPassword(deps(), { body, now, client: clientContextOf(request) }),
  );
  registerEndpoint(app, endpoints.resetPassword, ({ body, session, request, now }) =>
    resetPassword(deps(), { body, session, now, client: clientContextOf(request) }),
  );
}
