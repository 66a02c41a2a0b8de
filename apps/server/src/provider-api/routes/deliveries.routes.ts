import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import {
  listParkedDeliveries,
  retryParkedDelivery,
} from '../../modules/deliveries/parked-deliveries.service.js';

/** The provider's view of messages that could not be delivered (issue 29). */
export async function providerDeliveryRoutes(app: FastifyInstance): Promise<void> {
  registerProviderEndpoint(app, providerEndpoints.listParkedDeliveries, ({ query }) =>
    listParkedDeliveries(app.database.db, query),
  );
  registerProviderEndpoint(app, providerEndpoints.retryDelivery, async ({ params, now }) => {
    const delivery = await retryParkedDelivery(app.database.db, params.deliveryId, now);
    // Due now: this server's worker tries it at once rather than at its next poll.
    app.deliveryWorker.wake();
    return delivery;
  });
}
