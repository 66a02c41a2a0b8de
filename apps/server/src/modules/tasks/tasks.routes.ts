import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getTaskCount, getTasks } from './tasks.service.js';

/** POST /api/tasks/gettasks and /gettaskcount (issue 32 "Things to do"), scoped to the selected claim. */
export async function tasksRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getTasks, ({ session, now }) =>
    getTasks(app.database.db, messagingScopeOf(session), now),
  );
  registerEndpoint(app, endpoints.getTaskCount, ({ session }) =>
    getTaskCount(app.database.db, messagingScopeOf(session)),
  );
}
