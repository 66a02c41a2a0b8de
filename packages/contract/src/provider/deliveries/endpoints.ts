import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  deliveryParamsSchema,
  listParkedDeliveriesQuerySchema,
  listParkedDeliveriesResponseSchema,
  providerDeliverySchema,
} from './schemas.js';

/** E-mails, text messages and webhooks that could not be delivered (issue 29). */
export const deliveryEndpoints = {
  listParkedDeliveries: defineProviderEndpoint({
    id: 'listParkedDeliveries',
    method: 'GET',
    path: '/provider/v1/deliveries/parked',
    summary:
      'List the messages the portal gave up on, newest first: parked (failed DELIVERY_MAX_ATTEMPTS ' +
      'times) and expired (an access code that was no longer valid, never sent late). Limit 1-200 ' +
      '(default 50), Offset. Bodies are not shown.',
    tag: 'Deliveries',
    query: listParkedDeliveriesQuerySchema,
    response: listParkedDeliveriesResponseSchema,
  }),
  retryDelivery: defineProviderEndpoint({
    id: 'retryDelivery',
    method: 'POST',
    path: '/provider/v1/deliveries/:deliveryId/retry',
    summary:
      'Send a parked message again, with a fresh count of attempts; answers it as pending. 225: 103 ' +
      'unknown id, 280 not parked, 281 an access code that has expired.',
    tag: 'Deliveries',
    params: deliveryParamsSchema,
    response: providerDeliverySchema,
  }),
} as const;
