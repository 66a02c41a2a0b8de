// The e2e files run in lanes, two at a time (vitest.config.ts), and each lane has a server and a
// database of its own (global-setup.ts), so two journeys running at once never share demo data,
// throttles or the hourly access codes. A file's lane is its Vitest worker's pool id (1 to the number
// of lanes), which no two files running at the same time share; files of one lane run one after another
// as the whole suite did before.
import { inject } from 'vitest';

export interface LaneServer {
  baseUrl: string;
  /** The server's database (support/remembered-device.ts remembers a verified browser there). */
  databaseUrl: string;
}

/** The server of the lane this file runs in. */
export function laneServer(): LaneServer {
  const servers = inject('servers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(Math.max(poolId, 1) - 1) % servers.length];
  if (!server) throw new Error('The e2e global setup started no server.');
  return server;
}

/** The lane's server address, e.g. http://127.0.0.1:41234. */
export const laneBaseUrl = (): string => laneServer().baseUrl;

/** The lane's database: the SQLite file in the server's data folder, or DATABASE_URL. */
export const laneDatabaseUrl = (): string => laneServer().databaseUrl;
