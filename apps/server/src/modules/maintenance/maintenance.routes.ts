import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { listActiveMaintenanceMessages } from './maintenance.service.js';

export async function maintenanceRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.checkMaintenanceMessage, ({ now }) =>
    listActiveMaintenanceMessages(app.database.db, now),
  );
}
