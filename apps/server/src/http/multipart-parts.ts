import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UnprocessableError } from './unprocessable-error.js';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * The parts of a multipart request, with the parser's own failures turned into a 415 (issue 10
 * item 4). Busboy throws a plain Error for a multipart content type without a boundary ("Boundary not
 * found") and a malformed body, which the errors plugin could only answer as an internal fault (100).
 * Errors that already carry an HTTP status (too many files, fields or parts: 413) keep it, and the
 * errors plugin answers them 415 with the catalogue's "too large".
 */
export async function* multipartParts(
  request: FastifyRequest,
  options?: PartsOptions,
): AsyncGenerator<Multipart> {
  if (!request.isMultipart()) {
    throw new UnprocessableError('invalidRequest', 'expected multipart/form-data');
  }
  try {
    for await (const part of request.parts(options)) yield part;
  } catch (error) {
    throw asUnprocessable(error);
  }
}

/** A parser error without a status is a body the server cannot read as sent: 415, never 100. */
export function asUnprocessable(error: unknown): unknown {
  if (error instanceof UnprocessableError) return error;
  if (typeof error === 'object' && error !== null && 'statusCode' in error) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new UnprocessableError('invalidRequest', `multipart body: ${detail}`);
}
