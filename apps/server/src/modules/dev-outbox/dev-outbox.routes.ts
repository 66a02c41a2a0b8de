import type { FastifyInstance } from 'fastify';
import { listRecentOutboxMessages } from './dev-outbox.service.js';

export const DEV_OUTBOX_PATH = '/api/dev/outbox';

/**
 * GET /api/dev/outbox: the outbox as JSON, newest first (issue 3 "Notifier"). Registered by the
 * notifier plugin only while a channel uses the outbox; it is not a contract endpoint and carries
 * no token, which is why a reachable server with the outbox needs DEMO=1 (outbox-exposure.ts).
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    const messages = await listRecentOutboxMessages(app.database.db);
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(messages));
  });
}
