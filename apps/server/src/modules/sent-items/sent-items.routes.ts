import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getSentItems } from './sent-items.service.js';

/** POST /api/documentupload/getsentitems (spec part 2 §7). */
export async function sentItemsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getSentItems, ({ body, session, now }) =>
    getSentItems(app.database.db, messagingScopeOf(session), body, now, {
      providerName: app.config.providerName,
    }),
  );
}
