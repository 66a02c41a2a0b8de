import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorItem, serverErrors } from '@portal/contract';
import { verifyApiKey } from '../modules/api-keys/api-keys.service.js';

const HTTP_UNAUTHORISED = 401;

/** The key of `Authorization: Bearer <key>` (scheme case-insensitive), or undefined when absent. */
export function bearerKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1];
}

function refuse(reply: FastifyReply, item: ErrorItem): FastifyReply {
  return reply
    .code(HTTP_UNAUTHORISED)
    .header('cache-control', 'no-store')
    .header('www-authenticate', 'Bearer realm="provider"')
    .type('application/json; charset=utf-8')
    .send([{ ...item }]);
}

/**
 * onRequest hook of the provider API: every `/provider/v1/*` route needs a known, unrevoked API key
 * as a bearer token; anything else (no header, a claimant AccessToken, a revoked key) is HTTP 401
 * before the body is even read. Refusals are logged, not audited, so an unauthenticated client
 * cannot fill the audit table.
 */
export function providerKeyCheck(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const endpointId = request.routeOptions.config.providerEndpointId;
    if (endpointId === undefined) return;
    const key = bearerKeyOf(request);
    if (key === undefined) {
      request.log.info({ endpoint: endpointId }, 'provider API call without an API key');
      await refuse(reply, serverErrors.providerKeyMissing);
      return;
    }
    const identity = await verifyApiKey(app.database.db, key, app.now());
    if (!identity) {
      request.log.warn(
        { endpoint: endpointId, ip: request.ip },
        'provider API call with an unknown or revoked key',
      );
      await refuse(reply, serverErrors.providerKeyInvalid);
      return;
    }
    request.providerApiKey = identity;
  };
}
