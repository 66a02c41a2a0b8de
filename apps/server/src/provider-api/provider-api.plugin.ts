import type { FastifyInstance, FastifyReply } from 'fastify';
import { providerEndpointList } from '@portal/contract';
import { AppError } from '../http/app-error.js';
import { providerAudit } from './provider-audit.js';
import { providerDocsRoutes } from './provider-docs.js';
import { providerKeyCheck } from './provider-key-check.js';
import { providerRoutes } from './provider-routes.js';
import { registerProviderEndpoint } from './register-provider-endpoint.js';

/**
 * The provider's server-to-server API under /provider/v1 (issue 5 "The provider's interface"). An
 * encapsulated plugin: its key check and audit hooks apply to the routes registered inside it and to
 * nothing of the claimant API. A claimant AccessToken grants nothing here: only an API key is read.
 */
export async function providerApiPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('providerEndpointRegistry', new Set<string>());
  app.addHook('onRequest', providerKeyCheck(app));
  app.addHook('onSend', providerAudit(app));

  await app.register(providerDocsRoutes);
  for (const routes of providerRoutes) await app.register(routes);

  // Every contract call without a handler yet still checks the key and its input, then answers 225
  // notImplemented, so the documented API never answers a bare 404.
  for (const endpoint of providerEndpointList) {
    if (app.providerEndpointRegistry.has(endpoint.id)) continue;
    registerProviderEndpoint(app, endpoint, () => {
      throw new AppError('notImplemented');
    });
  }

  // Unknown /provider paths are JSON 404s, never the web app's history fallback.
  const notFound = async (_request: unknown, reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
  app.all('/provider', notFound);
  app.all('/provider/*', notFound);
}
