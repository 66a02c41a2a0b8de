import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../modules/audit/audit.service.js';

/**
 * onSend hook of the provider API: one audit row per authenticated call (issue 5 "each request
 * audited"): actor the key, action `provider.<endpoint id>`, details method, path and status only —
 * never bodies, query strings or file data. A failed audit write is logged; the answer still goes out
 * (the change it describes has already happened).
 */
export function providerAudit(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const endpointId = request.routeOptions.config.providerEndpointId;
    const apiKey = request.providerApiKey;
    if (endpointId === undefined || apiKey === undefined) return payload;
    const path = request.url.split('?')[0] ?? request.url;
    try {
      await recordAudit(
        app.database.db,
        {
          action: `provider.${endpointId}`,
          actorKind: 'provider',
          actorId: apiKey.id,
          clientIp: request.ip,
          requestId: request.id,
          details: { method: request.method, path, status: reply.statusCode },
        },
        app.now(),
      );
    } catch (error) {
      request.log.error({ err: error, endpoint: endpointId }, 'provider API call could not be audited');
    }
    return payload;
  };
}
