import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { tracerProvider } from '../lib/tracing.js';

/**
 * A span per request, named by its route ("POST /api/uploadcontactform"; OpenTelemetry's HTTP
 * conventions), with the handler's span inside it, so the statements, storage calls and notices a
 * request makes hang under it (issue 33). Registered first, before any hook or route it is to see, and
 * only while tracing runs (lib/tracing.ts): without a collector no request pays for it.
 *
 * Hooks get no span of their own (a dozen a request, for little); their statements hang under the
 * request's span. Exceptions are not recorded: their messages may quote a body.
 */
export const tracingPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const provider = tracerProvider();
    if (provider === null) return;
    // Loaded only when tracing runs (its instrumentation base pulls in module hooks).
    const { FastifyOtelInstrumentation } = await import('@fastify/otel');
    const instrumentation = new FastifyOtelInstrumentation({
      instrumentHooks: false,
      recordExceptions: false,
      requestHook: (span, request) => {
        const route = request.routeOptions.url;
        span.updateName(route === undefined ? request.method : `${request.method} ${route}`);
      },
    });
    instrumentation.setTracerProvider(provider);
    await app.register(instrumentation.plugin());
  },
  { name: 'tracing', fastify: '5.x' },
);
