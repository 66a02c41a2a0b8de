import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  providerClaimantParamsSchema,
  providerClaimantSchema,
  putProviderClaimantBodySchema,
} from './schemas.js';

/** Claimants and their claims (issue 5 "create or update claimants and their claims"). */
export const claimantEndpoints = {
  putClaimant: defineProviderEndpoint({
    id: 'putClaimant',
    method: 'PUT',
    path: '/provider/v1/claimants/:externalRef',
    summary:
      'Create or update the claimant with this reference: identity (what registration matches), contact ' +
      'and bank details, flags and claims. Fields left out keep their stored value; null clears them. ' +
      'Listed claims are linked (created when new); other claims stay linked unless ReplaceClaims is ' +
      'true. A claim linked to another claimant is refused (225, 210). Answers the stored record.',
    tag: 'Claimants',
    params: providerClaimantParamsSchema,
    body: putProviderClaimantBodySchema,
    response: providerClaimantSchema,
  }),
  getClaimant: defineProviderEndpoint({
    id: 'getClaimant',
    method: 'GET',
    path: '/provider/v1/claimants/:externalRef',
    summary:
      'Read the claimant with this reference, with their claims and portal account (225, 103 when unknown).',
    tag: 'Claimants',
    params: providerClaimantParamsSchema,
    response: providerClaimantSchema,
  }),
} as const;
