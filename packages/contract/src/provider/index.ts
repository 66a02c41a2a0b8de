import { claimantEndpoints } from './claimants/endpoints.js';
import { deliveryEndpoints } from './deliveries/endpoints.js';
import { messageEndpoints } from './messages/endpoints.js';
import { platformEndpoints } from './platform/endpoints.js';
import { submissionEndpoints } from './submissions/endpoints.js';
import { surveyEndpoints } from './survey/endpoints.js';
import { taskEndpoints } from './tasks/endpoints.js';
import { paymentEndpoints } from './payments/endpoints.js';
import { eventEndpoints } from './events/endpoints.js';
import {
  buildProviderOpenApiFor,
  type ProviderOpenApiDocument,
  type ProviderOpenApiInfo,
} from './openapi.js';
import type { ProviderEndpointDefinition } from './provider-endpoint.js';

/**
 * The provider API (issue 5 "The provider's interface"): one table per area, merged here. The server
 * registers each entry with `registerProviderEndpoint`; /provider/docs is generated from this table.
 */
export const providerEndpoints = {
  ...platformEndpoints,
  ...claimantEndpoints,
  ...messageEndpoints,
  ...submissionEndpoints,
  ...surveyEndpoints,
  ...deliveryEndpoints,
  ...taskEndpoints,
  ...paymentEndpoints,
  ...eventEndpoints,
} as const;

export type ProviderEndpointKey = keyof typeof providerEndpoints;

export const providerEndpointList: readonly ProviderEndpointDefinition[] = Object.values(providerEndpoints);

/** The OpenAPI 3.1 document of the whole provider API (served at GET /provider/docs). */
export function buildProviderOpenApiDocument(
  info: ProviderOpenApiInfo,
  endpointList: readonly ProviderEndpointDefinition[] = providerEndpointList,
): ProviderOpenApiDocument {
  return buildProviderOpenApiFor(endpointList, info);
}

export * from './provider-endpoint.js';
export * from './openapi.js';
export * from './platform/index.js';
export * from './claimants/index.js';
export * from './messages/index.js';
export * from './submissions/index.js';
export * from './survey/index.js';
export * from './deliveries/index.js';
export * from './tasks/index.js';
export * from './payments/index.js';
export * from './events/index.js';
