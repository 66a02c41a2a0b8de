import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import { listProviderTasks, putProviderTask } from '../../modules/tasks/tasks.service.js';

/** Things to do (issue 32): the provider's requests of a claimant, by its own reference. */
export async function providerTaskRoutes(app: FastifyInstance): Promise<void> {
  registerProviderEndpoint(app, providerEndpoints.putTask, ({ params, body, apiKey, request, now }) =>
    putProviderTask(
      {
        db: app.database.db,
        deliveries: app.deliveries,
        branding: { providerName: app.config.providerName, providerPhone: app.config.providerPhone },
      },
      params.reference,
      body,
      { actorId: apiKey.id, requestId: request.id },
      now,
    ),
  );
  registerProviderEndpoint(app, providerEndpoints.listTasks, ({ query }) =>
    listProviderTasks(app.database.db, query),
  );
}
