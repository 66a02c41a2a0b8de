import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getInformation } from './information.service.js';

/** No repository: the answer comes from the build and the configuration, not the database. */
export async function informationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getInformation, () => getInformation(app.config));
}
