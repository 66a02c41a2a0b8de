import { type ErrorItem, serverErrors } from '@portal/contract';

/** HTTP 408: Request Timeout. */
export const HTTP_REQUEST_TIMEOUT = 408;

/**
 * A request whose body stopped arriving in time (issue 29 item 5, http/body-timeout.ts): answered 408
 * with `requestTimedOut`, and the connection closed. `statusCode` keeps Fastify's body parser from
 * reading it as a malformed body.
 */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly statusCode = HTTP_REQUEST_TIMEOUT;
  readonly item: ErrorItem = { ...serverErrors.requestTimedOut };

  constructor(readonly detail: string) {
    super(`request timed out: ${detail}`);
  }
}
