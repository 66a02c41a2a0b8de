import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getTaskCount, getTasks } from './tasks.service.js';

/** POST /api/tasks/gettasks and /gettaskcount (issue 32 "Things to do"), scoped to the selected claim. */
export async function tasksRoutes(app: FastifyInstance): Promise<void> {
  // Claim home reads both, and every page the count beside Home: each one statement that checks a kept
  // session (ADR 0019, tasks.repository.ts), so neither reads the session on its own.
  registerEndpoint(
    app,
    endpoints.getTasks,
    ({ session, now }) => getTasks(app.database.db, messagingScopeOf(session), now),
    { reuseSession: true },
  );
  registerEndpoint(
    app,
    endpoints.getTaskCount,
    ({ session }) => getTaskCount(app.database.db, messagingScopeOf(session)),
    { reuseSession: true },
  );
}
