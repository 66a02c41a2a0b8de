import { p1 } from '../shared/call-table.js';
import * as claims from './schemas.js';

export const getClaims = p1.post(
  claims.getClaimsRequestSchema,
  claims.getClaimsResponseSchema,
  'getClaims',
  '/api/claim/getclaims',
  'signedIn',
  'List the claimant’s claims',
);

export const selectClaim = p1.post(
  claims.selectClaimRequestSchema,
  claims.selectClaimResponseSchema,
  'selectClaim',
  '/api/claim/selectclaim',
  'signedIn',
  'Select a claim',
);

export const deselectClaim = p1.post(
  claims.deselectClaimRequestSchema,
  claims.deselectClaimResponseSchema,
  'deselectClaim',
  '/api/claim/deselectclaim',
  'signedIn',
  'Deselect the claim',
);
