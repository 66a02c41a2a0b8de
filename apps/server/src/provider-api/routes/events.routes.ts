import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import { listProviderEvents, putProviderEvent } from '../../modules/timeline/provider-events.service.js';

/** What's happening (issue 32): the provider's events on a claim's timeline, by its own reference. */
export async function providerEventRoutes(app: FastifyInstance): Promise<void> {
  const branding = { providerName: app.config.providerName };
  registerProviderEndpoint(app, providerEndpoints.putEvent, ({ params, body, apiKey, request, now }) =>
    putProviderEvent(
      { db: app.database.db, storage: app.storage, branding },
      params.reference,
      body,
      { actorId: apiKey.id, requestId: request.id },
      now,
    ),
  );
  registerProviderEndpoint(app, providerEndpoints.listEvents, ({ query }) =>
    listProviderEvents({ db: app.database.db, branding }, query.ClaimNumber),
  );
}
