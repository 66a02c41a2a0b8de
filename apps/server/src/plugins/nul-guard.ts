import fp from 'fastify-plugin';
import { UnprocessableError } from '../http/unprocessable-error.js';
import { containsNul } from '../lib/nul-characters.js';

/**
 * Refuses (415) any request whose JSON body, query or path parameters hold a NUL character, before
 * a handler or the database sees it (lib/nul-characters.ts says why). Multipart text fields are
 * checked where they are read (http/multipart-fields.ts and the upload parsers).
 */
export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
        throw new UnprocessableError('invalidRequest', 'a NUL character in the request');
      }
    });
  },
  { name: 'nul-guard' },
);
