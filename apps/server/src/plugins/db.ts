import fp from 'fastify-plugin';
import { type DatabaseHandle, createDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  databaseUrl: string;
  /** A handle made by the caller (tests); the caller keeps ownership and closes it. */
  database?: DatabaseHandle;
}

/**
 * Opens the database named by DATABASE_URL (or takes the given handle), brings it to the latest
 * migration before any route runs (issue 2 §4 "Migrations run at start") and closes it on shutdown.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const ownsHandle = options.database === undefined;
    const handle = options.database ?? (await createDatabase(options.databaseUrl));
    try {
      await migrateToLatest(handle);
    } catch (error) {
      if (ownsHandle) await handle.destroy();
      throw error;
    }
    app.decorate('database', handle);
    if (ownsHandle) {
      app.addHook('onClose', async () => {
        await handle.destroy();
      });
    }
  },
  { name: 'db', fastify: '5.x' },
);
