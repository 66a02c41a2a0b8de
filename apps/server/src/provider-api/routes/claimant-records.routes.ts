import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import {
  readClaimantRecord,
  saveClaimantRecord,
} from '../../modules/claimant-records/claimant-records.service.js';

/** The provider's claimant records (issue 5 "create or update claimants and their claims"). */
export async function providerClaimantRoutes(app: FastifyInstance): Promise<void> {
  registerProviderEndpoint(
    app,
    providerEndpoints.putClaimant,
    async ({ params, body, apiKey, request, now }) => {
      const result = await saveClaimantRecord(
        app.database.db,
        params.externalRef,
        body,
        { actorId: apiKey.id, requestId: request.id },
        now,
      );
      return result.claimant;
    },
  );
  registerProviderEndpoint(app, providerEndpoints.getClaimant, ({ params }) =>
    readClaimantRecord(app.database.db, params.externalRef),
  );
}
