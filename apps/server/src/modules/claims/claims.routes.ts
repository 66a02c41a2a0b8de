import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { deselectClaim, getClaims, selectClaim } from './claims.service.js';

/** POST /api/claim/getclaims, /selectclaim and /deselectclaim (spec part 1 §7). */
export async function claimsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getClaims, ({ session }) => getClaims(app.database.db, session));
  registerEndpoint(app, endpoints.selectClaim, ({ body, session }) =>
    selectClaim({ db: app.database.db, sessions: app.sessions }, session, body.Number),
  );
  registerEndpoint(app, endpoints.deselectClaim, ({ session }) => deselectClaim(app.sessions, session));
}
