import { claimantEndpoints } from './endpoints/claimants.js';
import { messageEndpoints } from './endpoints/messages.js';
import { platformEndpoints } from './endpoints/platform.js';
import { submissionEndpoints } from './endpoints/submissions.js';
import { surveyEndpoints } from './endpoints/survey.js';
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
export * from './schemas/platform.js';
export * from './schemas/claimants.js';
export * from './schemas/messages.js';
export * from './schemas/submissions.js';
export * from './schemas/survey.js';
export * from './endpoints/platform.js';
export * from './endpoints/claimants.js';
export * from './endpoints/messages.js';
export * from './endpoints/submissions.js';
export * from './endpoints/survey.js';
