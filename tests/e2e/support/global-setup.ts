// Vitest globalSetup for the e2e project: one built server per run, on a free loopback port with a fresh
// data folder (so the embedded database is seeded with the demo data), stopped when the run ends.
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../../scripts/lib/build-output.mjs';
import { chromiumInstallHint, chromiumPath, isChromiumAvailable } from '../../../scripts/lib/chromium.mjs';
import { startServer } from '../../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's database (support/remembered-device.ts remembers a verified browser there). */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!isChromiumAvailable()) {
    throw new Error(
      `The e2e suite needs Chromium, which is not at ${chromiumPath()}. ${chromiumInstallHint}`,
    );
  }
  await ensureBuilt({ log: (line) => console.log(`[e2e] ${line}`) });
  const server = await startServer();
  console.log(`[e2e] Server running at ${server.baseUrl} (data in ${server.dataDir})`);
  project.provide('baseUrl', server.baseUrl);
  // The server's own default (config.ts): DATABASE_URL when set, else the SQLite file in its DATA_DIR.
  project.provide('databaseUrl', process.env.DATABASE_URL?.trim() || join(server.dataDir, 'portal.sqlite'));
  return async () => {
    await server.stop();
  };
}
