import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import {
  listProviderPayments,
  putProviderPayment,
} from '../../modules/payments/provider-payments.service.js';

/** Payments (issue 32): payments on a claim, by the provider's own reference. */
export async function providerPaymentRoutes(app: FastifyInstance): Promise<void> {
  registerProviderEndpoint(app, providerEndpoints.putPayment, ({ params, body, apiKey, request, now }) =>
    putProviderPayment(
      {
        db: app.database.db,
        storage: app.storage,
        deliveries: app.deliveries,
        branding: { providerName: app.config.providerName, providerPhone: app.config.providerPhone },
      },
      params.reference,
      body,
      { actorId: apiKey.id, requestId: request.id },
      now,
    ),
  );
  registerProviderEndpoint(app, providerEndpoints.listPayments, ({ query }) =>
    listProviderPayments(app.database.db, query),
  );
}
