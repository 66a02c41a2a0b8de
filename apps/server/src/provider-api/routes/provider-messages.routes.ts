import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import { sendProviderMessage } from '../../modules/provider-messages/provider-messages.service.js';

/** Inbox messages from the provider (issue 5 "send an inbox message to a claim, with attachments"). */
export async function providerMessageRoutes(app: FastifyInstance): Promise<void> {
  registerProviderEndpoint(app, providerEndpoints.sendMessage, ({ body, apiKey, request, now }) =>
    sendProviderMessage(
      {
        db: app.database.db,
        storage: app.storage,
        deliveries: app.deliveries,
        log: request.log,
        branding: { providerName: app.config.providerName, providerPhone: app.config.providerPhone },
      },
      body,
      { actorId: apiKey.id, requestId: request.id },
      now,
    ).then(({ MessageId }) => ({ MessageId })),
  );
}
