import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getDropdownList } from './dropdown.service.js';

export async function dropdownRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.dropdownList, ({ body }) =>
    getDropdownList(app.database.db, body.ListType),
  );
}
