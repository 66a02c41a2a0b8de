import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getContent } from './content.service.js';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getContent, ({ body }) => getContent(app.database.db, body.name));
}
