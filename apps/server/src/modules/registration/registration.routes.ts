import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../../http/caller-context.js';
import { createAccount } from './registration.service.js';

/** POST /api/account/createaccount (spec part 1 §7). */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.createAccount, ({ body, request, now }) =>
    createAccount(
      { db: app.database.db, sessions: app.sessions },
      { body, now, client: clientContextOf(request) },
    ),
  );
}
