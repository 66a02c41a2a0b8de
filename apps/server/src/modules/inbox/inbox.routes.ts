import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getMessages, getUnreadMessageCount, markAsRead } from './inbox.service.js';

/** POST /api/inbox/getmessages, /getunreadmessagecount and /markasread (spec part 2 §7). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getMessages, ({ body, session, now }) =>
    getMessages(app.database.db, messagingScopeOf(session), body, now),
  );
  registerEndpoint(app, endpoints.getUnreadMessageCount, ({ session }) =>
    getUnreadMessageCount(app.database.db, messagingScopeOf(session)),
  );
  registerEndpoint(app, endpoints.markAsRead, ({ body, session, now }) =>
    markAsRead(app.database.db, messagingScopeOf(session), body.MessageId, now),
  );
}
