import type { IncomingMessage, ServerOptions } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { HttpTimeouts } from '../config.js';
import { type BodyTimeout, bodyWithTimeout } from '../http/body-timeout.js';

/**
 * How long a request may take to arrive (issue 29 item 5: headers followed by a stalled body held a
 * connection for minutes, and 1 100 of them took the portal down).
 *
 * Node's server closes a connection whose headers are not complete in `headersMs`, whose request is
 * not complete in `requestMs` (the cap on the longest upload), that sends nothing either way for
 * `idleMs`, or that waits for its next request longer than `keepAliveMs`. Node checks the first two
 * every `connectionsCheckingInterval`, 30 s unless set, so the interval follows the shorter of them.
 */
export function serverTimeoutOptions(timeouts: HttpTimeouts) {
  const checkEveryMs = Math.min(30_000, Math.max(100, Math.floor(timeouts.headersMs / 4)));
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  } satisfies Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & {
    http: ServerOptions;
  };
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * An upload is closed when no byte of it arrives for `uploadIdleMs`, however long it takes while bytes
 * keep coming (a 10 MB file on a slow line); `requestMs` still caps the whole. The socket's inactivity
 * timer is the one Node refreshes as the request is read; once the body is in, the usual idle timeout
 * is back.
 */
function holdUploadToProgress(raw: IncomingMessage, timeouts: HttpTimeouts): void {
  const socket = raw.socket;
  // app.inject's stand-in socket has no timer (Node's own server checks for it the same way).
  if (typeof socket.setTimeout !== 'function') return;
  socket.setTimeout(timeouts.uploadIdleMs);
  raw.once('end', () => {
    if (!socket.destroyed) socket.setTimeout(timeouts.idleMs);
  });
}

export interface RequestTimeoutsOptions {
  timeouts: HttpTimeouts;
  /** BODY_LIMIT_BYTES: a route taking more (the provider's attachments) is held to progress, not a deadline. */
  bodyLimitBytes: number;
}

/**
 * A JSON body must be complete `bodyMs` after its headers, or the call is answered 408
 * (`requestTimedOut`) and closed; a route that takes more than BODY_LIMIT_BYTES only needs its bytes to
 * keep arriving. Uploads (multipart, which reads the request itself) are held to progress through
 * their socket.
 */
export const requestTimeoutsPlugin = fp<RequestTimeoutsOptions>(
  async (app, { timeouts, bodyLimitBytes }) => {
    app.addHook('onRequest', async (request) => {
      if (isMultipart(request) && hasBody(request)) holdUploadToProgress(request.raw, timeouts);
    });
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (isMultipart(request) || !hasBody(request)) return payload;
      // All of it has already arrived (a small JSON body comes with its headers): nothing can time
      // out, and the copy below would cost a list page about 3% of its server CPU (issue 33).
      if (request.raw.complete) return payload;
      const isLargeRoute = (request.routeOptions.bodyLimit ?? 0) > bodyLimitBytes;
      const timeout: BodyTimeout = isLargeRoute
        ? { mode: 'idle', ms: timeouts.uploadIdleMs }
        : { mode: 'deadline', ms: timeouts.bodyMs };
      return bodyWithTimeout(request.raw, timeout);
    });
  },
  { name: 'request-timeouts', fastify: '5.x' },
);
