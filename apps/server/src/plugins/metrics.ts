import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsSettings } from '../config/metrics-settings.js';
import { toWireError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** Where a module registers its own metrics (the outbox's, deliveries.plugin.ts). */
      registry: Registry;
      /** The metrics listener's address once it listens; null when METRICS_PORT is unset. */
      address: () => AddressInfo | null;
    };
  }
}

/** OpenTelemetry's advice for `http.server.request.duration`, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/**
 * Metrics for operators (issue 33): Prometheus text at GET /metrics on a listener of its own
 * (METRICS_PORT, loopback unless METRICS_HOST says otherwise), never on the public port. prom-client's
 * defaults (CPU, memory, event-loop delay, garbage collection), and OpenTelemetry's HTTP server metrics
 * under their Prometheus names: the duration of each call by method, route template and status, and
 * the calls in flight. A route is its template (`/api/inbox/getmessages`), so the addresses a stranger
 * makes up add no series: one no route matches counts as `unmatched`. Besides: each refusal by its
 * catalogue number (sign-in failures 110, throttles, quotas, load shedding's 105: a bounded set), the
 * uploads and their bytes by route, and PostgreSQL's pool (OpenTelemetry's db.client.connection names).
 */
async function metrics(app: FastifyInstance, settings: MetricsSettings): Promise<void> {
  const registry = new Registry();
  let listener: Server | null = null;
  app.decorate('metrics', {
    registry,
    address: () => (listener?.address() as AddressInfo | null | undefined) ?? null,
  });
  // Off: nothing is measured, so a server without METRICS_PORT (and every test app) pays nothing.
  if (settings.port === null) return;

  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of HTTP server requests (OpenTelemetry http.server.request.duration).',
    labelNames: ['http_request_method', 'http_route', 'http_response_status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const active = new Gauge({
    name: 'http_server_active_requests',
    help: 'HTTP server requests in flight (OpenTelemetry http.server.active_requests).',
    labelNames: ['http_request_method'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'portal_refusals_total',
    help: 'Calls answered with a catalogue error, by its number (110 a failed sign-in, 105 load shedding, 100 an unexpected fault).',
    labelNames: ['error_number'] as const,
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'portal_uploads_total',
    help: 'Files received (multipart calls answered 200), by route.',
    labelNames: ['http_route'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'portal_upload_bytes_total',
    help: 'Bytes of the multipart calls answered 200, by route.',
    labelNames: ['http_route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_client_connection_count',
    help: "PostgreSQL pool's connections by state (OpenTelemetry db.client.connection.count).",
    labelNames: ['db_client_connection_state'] as const,
    registers: [registry],
    collect() {
      // Read when scraped: the database plugin registers after this one.
      const usage = app.database.poolUsage?.();
      if (usage === undefined) return;
      this.set({ db_client_connection_state: 'used' }, usage.used);
      this.set({ db_client_connection_state: 'idle' }, usage.idle);
    },
  });
  new Gauge({
    name: 'db_client_connection_pending_requests',
    help: 'Calls waiting for a PostgreSQL connection (OpenTelemetry db.client.connection.pending_requests).',
    registers: [registry],
    collect() {
      const usage = app.database.poolUsage?.();
      if (usage !== undefined) this.set(usage.waiting);
    },
  });

  // A call leaves the in-flight count once: when answered, or when its client goes away first (an
  // abandoned upload gets no onResponse, and the gauge would count it for ever).
  const counted = new WeakSet<object>();
  const leave = (request: { method: string; raw: object }) => {
    if (!counted.delete(request.raw)) return;
    active.dec({ http_request_method: request.method });
  };
  app.addHook('onRequest', async (request) => {
    counted.add(request.raw);
    active.inc({ http_request_method: request.method });
  });
  app.addHook('onRequestAbort', async (request) => leave(request));
  app.addHook('onError', async (request, _reply, error) => {
    // The number the envelope answers with (errors.ts), an unexpected fault's 100 included.
    const number = toWireError(error, request.id).items[0]?.Number;
    if (number !== undefined) refusals.inc({ error_number: String(number) });
  });
  app.addHook('onResponse', async (request, reply) => {
    leave(request);
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      {
        http_request_method: request.method,
        http_route: route,
        http_response_status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 200 && request.isMultipart()) {
      uploads.inc({ http_route: route });
      uploadBytes.inc({ http_route: route }, Number(request.headers['content-length'] ?? 0) || 0);
    }
  });

  app.addHook('onReady', async () => {
    listener = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics: could not collect');
          response.writeHead(503).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      listener?.once('error', reject);
      listener?.listen(settings.port ?? 0, settings.host, resolve);
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });
