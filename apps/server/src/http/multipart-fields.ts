import type { FastifyRequest } from 'fastify';
import { containsNul } from '../lib/nul-characters.js';
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
  if (containsNul(fields)) throw new UnprocessableError('invalidRequest', 'a NUL character in a form field');
  return fields;
}
