import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getTimeline } from './timeline.service.js';

/** POST /api/timeline/gettimeline (issue 32 "What's happening"), scoped to the selected claim. */
export async function timelineRoutes(app: FastifyInstance): Promise<void> {
  // One statement a page that checks a kept session (ADR 0019, timeline.repository.ts); the letters of
  // a page that has any follow that check as any call's statements follow its session's read.
  registerEndpoint(
    app,
    endpoints.getTimeline,
    ({ session, body }) =>
      getTimeline(app.database.db, messagingScopeOf(session), body.Before, {
        providerName: app.config.providerName,
      }),
    { reuseSession: true },
  );
}
