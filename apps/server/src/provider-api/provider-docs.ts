import type { FastifyInstance } from 'fastify';
import { APP_VERSION, buildProviderOpenApiDocument } from '@portal/contract';

/**
 * The provider API's OpenAPI 3.1 document, generated from the contract's provider table at start-up
 * and served without a key (it holds no data) at GET /provider/docs and /provider/docs/openapi.json.
 * Separate from the claimant API's /api/openapi.json: it lists only /provider/v1 paths.
 */
export async function providerDocsRoutes(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(
    buildProviderOpenApiDocument({
      title: `${app.config.providerName} Claimant Portal provider API`,
      version: APP_VERSION,
      serverUrl: app.config.publicOrigin,
    }),
  );
  for (const url of ['/provider/docs', '/provider/docs/openapi.json']) {
    app.get(url, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document),
    );
  }
}
