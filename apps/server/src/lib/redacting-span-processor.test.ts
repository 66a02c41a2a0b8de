import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import { redacted } from './redacting-span-processor.js';

const span = {
  name: 'GET',
  kind: SpanKind.SERVER,
  spanContext: () => ({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 }),
  startTime: [1, 0],
  endTime: [2, 0],
  status: { code: SpanStatusCode.ERROR, message: 'Unexpected token in "my-secret-password"' },
  attributes: { 'url.path': '/resetpassword?token=abc123#x', 'http.route': '/resetpassword' },
  links: [],
  events: [{ name: 'exception', time: [1, 5], attributes: { 'exception.message': 'token abc123' } }],
  duration: [1, 0],
  ended: true,
  resource: {},
  instrumentationScope: { name: 'x' },
  droppedAttributesCount: 0,
  droppedEventsCount: 0,
  droppedLinksCount: 0,
} as unknown as ReadableSpan;

describe('redacted (issue 33: no secret leaves in a span)', () => {
  it("keeps the status's code without its message, drops events and the path's query", () => {
    const out = redacted(span);
    expect(out.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(out.events).toEqual([]);
    expect(out.droppedEventsCount).toBe(1);
    expect(out.attributes).toEqual({ 'url.path': '/resetpassword', 'http.route': '/resetpassword' });
    expect(out.spanContext().spanId).toBe('b'.repeat(16));
    expect(JSON.stringify(out)).not.toMatch(/abc123|my-secret-password/);
  });
});
