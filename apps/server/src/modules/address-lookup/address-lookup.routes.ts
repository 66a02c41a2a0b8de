import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { indexMissingAddressTokens } from './address-tokens.js';
import { lookupAddresses } from './address-lookup.service.js';

export async function addressLookupRoutes(app: FastifyInstance): Promise<void> {
  // Addresses imported without the word index (the demo seed) are indexed once, before the first
  // lookup of this process; the provider's import command rebuilds the index itself.
  let indexed: Promise<unknown> | undefined;
  const ensureIndexed = () => {
    indexed ??= indexMissingAddressTokens(app.database.db).catch((error: unknown) => {
      indexed = undefined;
      throw error;
    });
    return indexed;
  };

  registerEndpoint(app, endpoints.addressLookup, async ({ body }) => {
    await ensureIndexed();
    return lookupAddresses(app.database.db, body.query, body.isHomeAddress === 'true');
  });
}
