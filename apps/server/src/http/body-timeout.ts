import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { RequestTimeoutError } from './request-timeout-error.js';

/**
 * How long a body may take (issue 29 item 5): `deadline` — all of it within `ms` (a JSON body);
 * `idle` — never `ms` without a byte (a large body that may take longer while bytes keep arriving).
 */
export interface BodyTimeout {
  mode: 'deadline' | 'idle';
  ms: number;
}

/**
 * The request body as Fastify's parser reads it (a preParsing hook's stream), failed with a
 * RequestTimeoutError when it does not arrive in time. Failing this copy rather than the request
 * itself lets the parser's error path answer the envelope (408) before the connection closes; the
 * request stays as it is, and its connection is closed once the answer is out.
 */
export function bodyWithTimeout(source: IncomingMessage, timeout: BodyTimeout): Readable {
  const body = new PassThrough();
  const timer = setTimeout(() => {
    source.unpipe(body);
    body.destroy(new RequestTimeoutError(`no complete body within ${timeout.ms} ms (${timeout.mode})`));
  }, timeout.ms);
  const stop = () => clearTimeout(timer);
  if (timeout.mode === 'idle') source.on('data', () => timer.refresh());
  source.once('end', stop);
  // Unpiped when the body was refused as too large and the rest is read away (http/refused-body.ts).
  body.once('unpipe', stop);
  body.once('close', stop);
  // The request's own failures (the client went away) reach the parser as before.
  source.once('error', (error) => body.destroy(error));
  // A copy nobody reads any longer must not turn its error into an uncaught exception.
  body.on('error', () => undefined);
  source.pipe(body);
  return body;
}
