import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { getMessages, getUnreadMessageCount, markAsRead } from './inbox.service.js';

/** POST /api/inbox/getmessages, /getunreadmessagecount and /markasread (spec part 2 §7). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  // Reads whose one statement checks a kept session (modules/session/session-check.ts).
  registerEndpoint(
    app,
    endpoints.getMessages,
    ({ body, session, now }) => getMessages(app.database.db, messagingScopeOf(session), body, now),
    { reuseSession: true },
  );
  registerEndpoint(
    app,
    endpoints.getUnreadMessageCount,
    ({ session }) => getUnreadMessageCount(app.database.db, messagingScopeOf(session)),
    { reuseSession: true },
  );
  registerEndpoint(app, endpoints.markAsRead, ({ body, session, now }) =>
    markAsRead(app.database.db, messagingScopeOf(session), body.MessageId, now),
  );
}
