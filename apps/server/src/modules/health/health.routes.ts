import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.repository.js';

/** A store that has not answered by then counts as unreachable: a probe must answer promptly. */
const STORAGE_CHECK_TIMEOUT_MS = 3000;

/**
 * The probes answer while the server sheds load (issue 33, plugins/load-shedding.ts): a handler that
 * sends nothing lets the call through (@fastify/under-pressure's per-route `pressureHandler`).
 */
const answerUnderPressure = { config: { pressureHandler: () => undefined } };

/**
 * Liveness and readiness for orchestrators (issue 2 §3). Not part of the claimant contract, so plain
 * routes rather than contract endpoints. Readiness asks the database and the file store (one
 * HeadBucket on S3; ADR 0022): a server that cannot reach either cannot serve uploads and
 * downloads, and a wrong bucket or credentials keep a new server out of the load balancer's rotation.
 * A server shedding load is not ready either (issue 33): the balancer sends its calls elsewhere until
 * it has caught up, while /healthz keeps saying it lives so it is not restarted.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', answerUnderPressure, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', answerUnderPressure, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.isUnderPressure()) {
      request.log.warn({ usage: app.memoryUsage() }, 'readiness check: shedding load');
      return reply.code(503).send({ status: 'busy' });
    }
    const [database, storage] = await Promise.allSettled([
      pingDatabase(app.database.db),
      app.storage.checkReachable(AbortSignal.timeout(STORAGE_CHECK_TIMEOUT_MS)),
    ]);
    if (database.status === 'fulfilled' && storage.status === 'fulfilled') {
      return reply.send({ status: 'ok' });
    }
    if (database.status === 'rejected') {
      request.log.warn({ err: database.reason }, 'readiness check: database unavailable');
    }
    if (storage.status === 'rejected') {
      request.log.warn({ err: storage.reason }, 'readiness check: file storage unavailable');
    }
    return reply.code(503).send({ status: 'unavailable' });
  });
}
