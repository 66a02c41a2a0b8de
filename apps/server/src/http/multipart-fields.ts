import type { FastifyRequest } from 'fastify';
import { containsNul } from '../lib/nul-characters.js';
import { asUnprocessable, multipartParts } from './multipart-parts.js';
import { UnprocessableError } from './unprocessable-error.js';

/**
 * Reads the text fields of a multipart request and drains its files (RESOLUTIONS.md: multipart calls
 * carry the token in the `accessToken` form field). For calls that only need the fields; nothing is
 * stored. A body the parser cannot read, or a file cut short, answers 415.
 */
export async function readMultipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'file') {
        for await (const chunk of part.file) void chunk;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw asUnprocessable(error);
  }
  if (containsNul(fields)) throw new UnprocessableError('invalidRequest', 'a NUL character in a form field');
  return fields;
}
