import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as OTLP/HTTP's JSON encoding carries it, with its attributes as a plain record. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  status?: { code?: number; message?: string };
  events?: unknown[];
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpSpan extends Omit<ReceivedSpan, 'attributes'> {
  attributes?: { key: string; value: OtlpValue }[];
}

interface OtlpBody {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}

export interface OtlpReceiver {
  /** The traces endpoint (…/v1/traces). */
  url: string;
  /** The raw bodies received, as text: what a collector would have read. */
  bodies: string[];
  spans(): ReceivedSpan[];
  serviceNames(): string[];
  close(): Promise<void>;
}

const valueOf = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue ?? ''));

/** A local OTLP/HTTP receiver: what an OpenTelemetry collector would be sent (issue 33's tests). */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text =
        request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
      if (request.url === '/v1/traces' && request.method === 'POST') bodies.push(text);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const parsed = () => bodies.map((body) => JSON.parse(body) as OtlpBody);
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    bodies,
    spans: () =>
      parsed().flatMap((body) =>
        (body.resourceSpans ?? []).flatMap((resource) =>
          (resource.scopeSpans ?? []).flatMap((scope) =>
            (scope.spans ?? []).map((span) => ({
              ...span,
              attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
            })),
          ),
        ),
      ),
    serviceNames: () =>
      parsed().flatMap((body) =>
        (body.resourceSpans ?? []).flatMap((resource) =>
          (resource.resource?.attributes ?? [])
            .filter((a) => a.key === 'service.name')
            .map((a) => String(valueOf(a.value))),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
