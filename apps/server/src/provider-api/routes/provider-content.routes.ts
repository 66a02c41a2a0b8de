import type { FastifyInstance } from 'fastify';
import { providerEndpoints } from '@portal/contract';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import {
  getContentItem,
  putContentItem,
} from '../../modules/provider-content/provider-content-items.service.js';
import {
  listMaintenanceMessages,
  setMaintenanceMessages,
} from '../../modules/provider-content/provider-maintenance.service.js';
import { listServices, replaceServices } from '../../modules/provider-content/provider-services.service.js';

/** Maintenance messages, services and content items of the provider API (issue 5). */
export async function providerContentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerProviderEndpoint(app, providerEndpoints.getMaintenanceMessages, ({ now }) =>
    listMaintenanceMessages(db, now),
  );
  registerProviderEndpoint(app, providerEndpoints.setMaintenanceMessages, ({ body, now }) =>
    setMaintenanceMessages(
      db,
      body.Messages.map((m) => ({ message: m.Message, startsAt: m.StartsAt, endsAt: m.EndsAt })),
      now,
    ),
  );
  registerProviderEndpoint(app, providerEndpoints.listServices, () => listServices(db));
  registerProviderEndpoint(app, providerEndpoints.replaceServices, ({ body }) =>
    replaceServices(db, body.Services),
  );
  registerProviderEndpoint(app, providerEndpoints.getContentItem, ({ params }) =>
    getContentItem(db, params.name),
  );
  registerProviderEndpoint(app, providerEndpoints.putContentItem, ({ params, body, now }) =>
    putContentItem(db, params.name, body.Entries, now),
  );
}
