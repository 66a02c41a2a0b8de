import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getTimeline } from './timeline.service.js';

/** POST /api/timeline/gettimeline (issue 32 "What's happening"), scoped to the selected claim. */
export async function timelineRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getTimeline, ({ session, body }) =>
    getTimeline(app.database.db, messagingScopeOf(session), body.Before, {
      providerName: app.config.providerName,
    }),
  );
}
