import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getSentItems } from './sent-items.service.js';

/** POST /api/documentupload/getsentitems (spec part 2 §7). */
export async function sentItemsRoutes(app: FastifyInstance): Promise<void> {
  // A read whose one statement checks a kept session (modules/session/session-check.ts).
  registerEndpoint(
    app,
    endpoints.getSentItems,
    ({ body, session, now }) =>
      getSentItems(app.database.db, messagingScopeOf(session), body, now, {
        providerName: app.config.providerName,
      }),
    { reuseSession: true },
  );
}
