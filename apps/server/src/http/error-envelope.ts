import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ErrorItem } from '@portal/contract';

/**
 * The error envelope on the wire (RESOLUTIONS.md "The wire contract"): a JSON list of
 * `{ Number, Message }`, never cached. The claimant API (plugins/errors.ts) and the provider API
 * (provider-api/provider-invalid-request.ts) both answer through sendErrorEnvelope; the socket-level
 * refusals Node makes before Fastify sees a request answer through rawErrorEnvelope.
 */
export function sendErrorEnvelope(
  reply: FastifyReply,
  status: number,
  items: readonly ErrorItem[],
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(items);
}

/** A whole HTTP/1.1 answer carrying the envelope, for a socket the HTTP parser gave up on. */
export function rawErrorEnvelope(status: number, items: readonly ErrorItem[]): string {
  const body = JSON.stringify(items);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
