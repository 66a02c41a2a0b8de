import type { Socket } from 'node:net';
import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  errorCodes,
} from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorItem, HTTP_BUSINESS_ERROR, HTTP_UNPROCESSABLE, serverErrors } from '@portal/contract';
import { AppError } from '../http/app-error.js';
import { rawErrorEnvelope, sendErrorEnvelope } from '../http/error-envelope.js';
import { isAnsweredWhileReading, readAwayRefusedBody } from '../http/refused-body.js';
import { HTTP_REQUEST_TIMEOUT, RequestTimeoutError } from '../http/request-timeout-error.js';
import { ServiceBusyError } from '../http/service-busy-error.js';
import { UnprocessableError } from '../http/unprocessable-error.js';

interface WireError {
  status: number;
  items: ErrorItem[];
}

const HTTP_PAYLOAD_TOO_LARGE = 413;

function hasStatusCode(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/**
 * The one place an error becomes a wire answer (STYLE.md principle 6, RESOLUTIONS.md "The wire
 * contract"): business errors 225, unprocessable requests 415, everything else 225 with number 100
 * and the request id as a reference. Never a 500, never a stack trace or internal message.
 */
export function toWireError(error: unknown, requestId: string): WireError & { unexpected: boolean } {
  if (error instanceof AppError) {
    return { status: HTTP_BUSINESS_ERROR, items: [error.item], unexpected: false };
  }
  if (error instanceof UnprocessableError) {
    return { status: HTTP_UNPROCESSABLE, items: [error.item], unexpected: false };
  }
  if (error instanceof RequestTimeoutError) {
    return { status: HTTP_REQUEST_TIMEOUT, items: [error.item], unexpected: false };
  }
  if (error instanceof ServiceBusyError) {
    return { status: error.statusCode, items: [error.item], unexpected: false };
  }
  // Fastify's own refusals (body too large, malformed JSON, unsupported or missing content type,
  // bad content length) are all a request the server cannot process as sent.
  if (hasStatusCode(error) && error.statusCode >= 400 && error.statusCode < 500) {
    const entry =
      error.statusCode === HTTP_PAYLOAD_TOO_LARGE
        ? serverErrors.requestTooLarge
        : serverErrors.invalidRequest;
    return { status: HTTP_UNPROCESSABLE, items: [{ ...entry }], unexpected: false };
  }
  const message = `${serverErrors.unexpected.Message} Reference: ${requestId}`;
  return {
    status: HTTP_BUSINESS_ERROR,
    items: [{ Number: serverErrors.unexpected.Number, Message: message }],
    unexpected: true,
  };
}

export function sendWireError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // Issue 29 item 8: the refusal is read whole, however much of the body the client still sends.
  if (error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE) {
    readAwayRefusedBody(request, reply);
  }
  const wire = toWireError(error, request.id);
  if (error instanceof ServiceBusyError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (wire.unexpected) {
    request.log.error({ err: error }, 'unexpected fault answered with reference %s', request.id);
  } else if (error instanceof AppError) {
    request.log.info({ error: error.item }, 'business error');
  } else {
    const detail =
      error instanceof UnprocessableError || error instanceof RequestTimeoutError
        ? error.detail
        : (error as Error).message;
    request.log.info({ error: wire.items[0], detail }, 'unprocessable request');
  }
  return sendErrorEnvelope(reply, wire.status, wire.items);
}

const HTTP_HEADERS_TOO_LARGE = 431;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (issue 10 item 4): headers over the
 * size limit answer 431, a timed-out request 408, anything unparseable 415; each with the envelope
 * and never an echo of what was sent. The connection is closed, as Node does.
 */
function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (isAnsweredWhileReading(socket)) {
    // Its refusal is already out (http/refused-body.ts); a second answer would be garbage to the client.
    socket.destroy();
    return;
  }
  const [status, entry] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [HTTP_HEADERS_TOO_LARGE, serverErrors.requestTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [HTTP_REQUEST_TIMEOUT, serverErrors.requestTimedOut]
        : [HTTP_UNPROCESSABLE, serverErrors.invalidRequest];
  this.log.info({ code: error.code, status }, 'request refused by the HTTP parser');
  if (socket.writable) socket.write(rawErrorEnvelope(status, [{ ...entry }]));
  socket.destroy();
}

/**
 * Fastify options that route its own refusals through the envelope: a URL that cannot be decoded (its
 * default answer echoes the URL back) or a path parameter over the length limit arrive at
 * frameworkErrors and answer like any unprocessable request.
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    sendWireError(error, request, reply);
  },
  clientErrorHandler: answerClientError,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => sendWireError(error, request, reply));
  },
  { name: 'errors', fastify: '5.x' },
);
