import type { FastifyInstance } from 'fastify';
import { isDirectLoopbackRequest } from './direct-loopback.js';
import { listRecentOutboxMessages } from './dev-outbox.service.js';

export const DEV_OUTBOX_PATH = '/api/dev/outbox';

/**
 * GET /api/dev/outbox: the outbox as JSON, newest first (issue 3 "Notifier"). Registered by the
 * notifier plugin only while a channel uses the outbox; it is not a contract endpoint and carries
 * no token, so it answers only a direct request from this machine, or anyone with DEMO=1 (issue 29
 * item 7: a reverse proxy on the same machine connects from loopback too). Anything else gets the
 * answer of an unknown route, so a stranger cannot tell it exists. Routing is case-sensitive
 * (Fastify's default), so /API/DEV/OUTBOX is an unknown route as well.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    const origin = { socketAddress: request.socket.remoteAddress, headers: request.headers };
    if (!app.config.isDemo && !isDirectLoopbackRequest(origin)) return reply.callNotFound();
    // Delivery is asynchronous (issue 29): what is due is delivered first, so a code asked for a
    // moment ago is listed (the e2e journeys and the demo read it here). Only after the loopback
    // check, so a stranger cannot make the server deliver on demand.
    await app.deliveryWorker.flush();
    const messages = await listRecentOutboxMessages(app.database.db);
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(messages));
  });
}
