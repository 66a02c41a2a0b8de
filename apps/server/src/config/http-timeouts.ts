import { ConfigError, type EnvOf, integer } from './env-values.js';

/**
 * How long a request may take to arrive (issue 29 item 5: a stalled body held its connection for
 * minutes, and 1 100 of them took the portal down). All in milliseconds; plugins/request-timeouts.ts.
 */
export interface HttpTimeouts {
  /** HTTP_HEADERS_TIMEOUT_MS: the request line and headers, complete (Node's headersTimeout). */
  headersMs: number;
  /** HTTP_BODY_TIMEOUT_MS: a JSON body, complete, counted from the end of its headers. */
  bodyMs: number;
  /** HTTP_UPLOAD_IDLE_MS: an upload (or a provider body over BODY_LIMIT_BYTES) with no byte arriving. */
  uploadIdleMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS: any request, uploads included, complete (Node's requestTimeout). */
  requestMs: number;
  /** HTTP_IDLE_TIMEOUT_MS: a connection with nothing sent either way (Fastify's connectionTimeout). */
  idleMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS: a kept-alive connection waiting for its next request. */
  keepAliveMs: number;
}

export const httpTimeoutsEnv = {
  HTTP_HEADERS_TIMEOUT_MS: integer(100, 600_000, 20_000),
  HTTP_BODY_TIMEOUT_MS: integer(100, 3_600_000, 30_000),
  HTTP_UPLOAD_IDLE_MS: integer(100, 3_600_000, 30_000),
  HTTP_REQUEST_TIMEOUT_MS: integer(100, 24 * 3_600_000, 600_000),
  HTTP_IDLE_TIMEOUT_MS: integer(100, 3_600_000, 120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integer(100, 3_600_000, 72_000),
};

/** The request timeouts; Node refuses a headers timeout longer than the request timeout. */
export function httpTimeoutsOf(e: EnvOf<typeof httpTimeoutsEnv>): HttpTimeouts {
  const timeouts: HttpTimeouts = {
    headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
    bodyMs: e.HTTP_BODY_TIMEOUT_MS,
    uploadIdleMs: e.HTTP_UPLOAD_IDLE_MS,
    requestMs: e.HTTP_REQUEST_TIMEOUT_MS,
    idleMs: e.HTTP_IDLE_TIMEOUT_MS,
    keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  };
  for (const name of ['HTTP_HEADERS_TIMEOUT_MS', 'HTTP_BODY_TIMEOUT_MS'] as const) {
    if (e[name] > timeouts.requestMs) {
      throw new ConfigError(
        `Invalid configuration: ${name} must be at most HTTP_REQUEST_TIMEOUT_MS (${timeouts.requestMs})`,
      );
    }
  }
  return timeouts;
}
