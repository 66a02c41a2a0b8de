import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getServiceDetail, listApprovedServices } from './services.service.js';

/** GET /api/services/servicelist and /api/services/servicedetail/:id (spec part 2 §7). */
export async function servicesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerEndpoint(app, endpoints.serviceList, () => listApprovedServices(db));
  registerEndpoint(app, endpoints.serviceDetail, ({ body }) => getServiceDetail(db, body.id));
}
