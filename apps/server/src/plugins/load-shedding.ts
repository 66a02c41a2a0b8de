import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadSheddingSettings } from '../config/load-shedding.js';
import { ServiceBusyError } from '../http/service-busy-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler: one that sends nothing lets the call through. */
    pressureHandler?: () => undefined;
  }
}

/**
 * Load shedding (issue 33): past a limit of the event loop or memory, @fastify/under-pressure refuses
 * each new call at onRequest with 503 and Retry-After; errors.ts answers it in the envelope
 * (`serviceBusy`). A refused call has done nothing, so whatever a claimant saved before stays saved.
 * The probes are never refused: /healthz says the process lives and /readyz says it is busy, so a
 * balancer stops sending it calls until it is not (health.routes.ts: their route config's
 * `pressureHandler` lets them through).
 */
async function loadShedding(app: FastifyInstance, settings: LoadSheddingSettings): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    maxRssBytes: settings.maxRssBytes,
    retryAfter: settings.retryAfterSeconds,
    sampleInterval: settings.sampleIntervalMs,
    customError: ServiceBusyError,
  });
}

export const loadSheddingPlugin = fp(loadShedding, { name: 'load-shedding' });
