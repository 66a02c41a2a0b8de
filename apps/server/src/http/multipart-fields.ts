import type { FastifyRequest } from 'fastify';
import { UnprocessableError } from './unprocessable-error.js';

/**
 * Reads the text fields of a multipart request and drains its files (RESOLUTIONS.md: multipart calls
 * carry the token in the `accessToken` form field). For calls that only need the fields.
 */
export async function readMultipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) {
    throw new UnprocessableError('invalidRequest', 'expected multipart/form-data');
  }
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      for await (const chunk of part.file) void chunk;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return fields;
}
