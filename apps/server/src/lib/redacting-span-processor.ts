import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';

/**
 * The last guard before a span leaves the server (issue 33: "no token, code, password or personal
 * detail in any span"). Whatever an instrumentation recorded, what is exported keeps:
 * - the status's code, not its message: @fastify/otel copies an error's message there, and a parser's
 *   message quotes the body it could not read;
 * - no events: an exception event carries the message and the stack;
 * - url.path without its query string (a link's token travels in one).
 */
export class RedactingSpanProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    this.next.onEnd(redacted(span));
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

export function redacted(span: ReadableSpan): ReadableSpan {
  const path = span.attributes['url.path'];
  const attributes =
    typeof path === 'string'
      ? { ...span.attributes, 'url.path': path.replace(/[?#].*$/s, '') }
      : span.attributes;
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: { code: span.status.code },
    attributes,
    links: span.links,
    events: [],
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount + span.events.length,
    droppedLinksCount: span.droppedLinksCount,
  };
}
