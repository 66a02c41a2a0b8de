import type { FastifyInstance } from 'fastify';
import { APP_VERSION, buildOpenApiDocument, endpointList } from '@portal/contract';

/**
 * The claimant API described as OpenAPI 3.1, generated from the contract's endpoint table at start-up
 * (so it can never drift from what the server validates) and served at GET /api/openapi.json.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(
    buildOpenApiDocument(endpointList, {
      title: `${app.config.providerName} Claimant Portal API`,
      version: APP_VERSION,
      serverUrl: app.config.publicOrigin,
    }),
  );
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document),
  );
}
