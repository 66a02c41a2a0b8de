import { type Attributes, SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Traces (issue 33): OpenTelemetry's Node SDK posting spans over OTLP/HTTP. Started once per process,
 * before the app is built (server.ts; a test that reads spans); while it is off every helper below
 * returns at its first line, so a server without a collector pays nothing.
 *
 * What a span may carry is decided here and in plugins/tracing.ts: routes, methods, statuses, SQL with
 * its placeholders, channels and queue ids. Never a parameter value, a body, a header, a query string,
 * a recipient or an error's text (a database error's detail repeats the value it refused).
 */

const TRACER_NAME = 'claimant-portal';

/** Where spans are posted over OTLP/HTTP, and the service they are from (config/tracing-settings.ts). */
export interface TracingSettings {
  url: string;
  serviceName: string;
}

let provider: NodeTracerProvider | null = null;

/**
 * The SDK and exporter are imported only here, when a collector is configured: a server (and every test
 * file) without one does not load them.
 */
export async function startTracing(settings: TracingSettings | null): Promise<void> {
  if (settings === null || provider !== null) return;
  const [
    { OTLPTraceExporter },
    { resourceFromAttributes },
    sdk,
    { ATTR_SERVICE_NAME },
    { RedactingSpanProcessor },
  ] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/semantic-conventions'),
    import('./redacting-span-processor.js'),
  ]);
  const { BatchSpanProcessor, NodeTracerProvider } = sdk;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [
      new RedactingSpanProcessor(new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))),
    ],
  });
  // The global provider, W3C trace-context propagation and an AsyncLocalStorage context manager, so a
  // statement's span finds the request it runs in.
  provider.register();
}

/** Sends what is buffered and stops (a server's shutdown; a test that has made its calls). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = null;
  await stopping?.shutdown();
}

/** Sends the spans ended so far (tests read them from their receiver). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

export function isTracing(): boolean {
  return provider !== null;
}

export function tracerProvider(): NodeTracerProvider | null {
  return provider;
}

/** Runs `work` inside a span of its own, a child of the request (or the worker's pass) it runs in. */
export async function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (provider === null) return work();
  return trace
    .getTracer(TRACER_NAME)
    .startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute('error.type', errorType(error));
        throw error;
      } finally {
        span.end();
      }
    });
}

/**
 * Records a finished span that began `durationMs` ago (a database statement, reported by Kysely's log),
 * under the span active now. Outside any span (migrations, the seed, the delivery worker's polls) nothing
 * is recorded: thousands of root spans a start, and one a second per server, that no route explains.
 */
export function recordFinishedChildSpan(
  name: string,
  attributes: Attributes,
  durationMs: number,
  error?: unknown,
): void {
  if (provider === null) return;
  const parent = context.active();
  if (trace.getSpan(parent) === undefined) return;
  const end = Date.now();
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(name, { kind: SpanKind.CLIENT, attributes, startTime: end - durationMs }, parent);
  if (error !== undefined) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute('error.type', errorType(error));
  }
  span.end(end);
}

/** The ids a log line carries while a span is active (pino's mixin; http/logger-options.ts). */
export function activeTraceIds(): { trace_id: string; span_id: string } | Record<string, never> {
  if (provider === null) return {};
  const span = trace.getSpan(context.active());
  if (span === undefined) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** An error's kind, never its text: a code such as 23505 or ENOTFOUND, or the class's name. */
function errorType(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/i.test(code)) return code;
    if (error instanceof Error) return error.name;
  }
  return 'Error';
}
