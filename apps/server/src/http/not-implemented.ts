import type { FastifyInstance } from 'fastify';
import { endpointList } from '@portal/contract';
import { AppError } from './app-error.js';
import { readMultipartFields } from './multipart-fields.js';
import { registerEndpoint } from './register-endpoint.js';
import { parseRequest } from './request-input.js';

/**
 * Every contract endpoint without a handler yet still gets its route, so the whole envelope (415 on a
 * bad body, expired-token numbers on a bad token) works for every call; it then answers 225
 * notImplemented. Must be registered after every module.
 */
export async function notImplementedRoutes(app: FastifyInstance): Promise<void> {
  for (const endpoint of endpointList) {
    if (app.endpointRegistry.has(endpoint.id)) continue;
    registerEndpoint(app, endpoint, async ({ request, authenticate }) => {
      if (endpoint.body === 'multipart') {
        const fields = await readMultipartFields(request);
        parseRequest(endpoint, fields);
        await authenticate(fields.accessToken);
      }
      throw new AppError('notImplemented');
    });
  }
}
