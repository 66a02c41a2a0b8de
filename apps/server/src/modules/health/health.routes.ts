import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.repository.js';

/**
 * Liveness and readiness for orchestrators (issue 2 §3). Not part of the claimant contract, so plain
 * routes rather than contract endpoints.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(app.database.db);
      return reply.send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unavailable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
