import type { Branding } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';
import type { Kysely } from 'kysely';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { DeliveryQueue } from '../../modules/deliveries/delivery-queue.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { CommandContext } from '../cli-context.js';

/** What the file and message commands use beyond the database: the server's own storage and delivery queue. */
export interface PortalServices {
  db: Kysely<Database>;
  /** The connection handle, where the command opened it (the upload sweep's lock needs its dialect). */
  database?: DatabaseHandle;
  storage: FileStorage;
  /** Messages a command queues are delivered by the running servers' workers (issue 29). */
  deliveries: DeliveryQueue;
  log: FastifyBaseLogger;
  branding: Branding;
  close(): Promise<void>;
}

/** A context that brings its own services (tests give the test app's). */
export interface ServicesContext extends CommandContext {
  services?(): Promise<PortalServices>;
}

/**
 * Only errors of the built server reach stderr (a failed notice, say); its start-up notes (no web
 * build, notifier transports) are not the command's business, which prints its own results.
 */
const LEVEL_ERROR = 50;
const quietLog = {
  write(line: string) {
    try {
      const level = (JSON.parse(line) as { level?: number }).level ?? LEVEL_ERROR;
      if (level >= LEVEL_ERROR) process.stderr.write(line);
    } catch {
      process.stderr.write(line);
    }
  },
};

/**
 * The server built without listening, on the command's database, so a command stores files in the
 * server's DATA_DIR and queues notices exactly as the API does. It runs no delivery worker: a command
 * ends at once, and the servers' workers deliver what it queued (issue 29).
 */
export async function portalServices(context: CommandContext): Promise<PortalServices> {
  const own = (context as ServicesContext).services;
  if (own) return own();
  const handle = await context.database();
  const config = loadConfig(process.env, process.cwd());
  const app = await buildApp(config, { database: handle, logStream: quietLog, deliveryWorker: false });
  await app.ready();
  return {
    db: handle.db,
    database: handle,
    storage: app.storage,
    deliveries: app.deliveries,
    log: app.log,
    branding: { providerName: config.providerName, providerPhone: config.providerPhone },
    close: () => app.close(),
  };
}
