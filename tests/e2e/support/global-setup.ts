// Vitest globalSetup for the e2e project: one built server per lane (support/lane.ts: the files run two
// at a time, each lane's one after another), each on a free loopback port with a fresh data folder (so
// its embedded database is seeded with the demo data), and one Chromium the test files connect to
// (support/browser.ts; each file still gets contexts of its own), all stopped when the run ends.
// Launching Chromium once instead of once per file saves about a second and a half per file.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import type { LaneServer } from './lane.js';
import { ensureBuilt } from '../../../scripts/lib/build-output.mjs';
import {
  chromiumInstallHint,
  chromiumLaunchArgs,
  chromiumPath,
  isChromiumAvailable,
} from '../../../scripts/lib/chromium.mjs';
import { startServer } from '../../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per lane, in lane order (support/lane.ts). */
    servers: LaneServer[];
    /** Where the run's Chromium listens for the test files (playwright-core's browser server). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!isChromiumAvailable()) {
    throw new Error(
      `The e2e suite needs Chromium, which is not at ${chromiumPath()}. ${chromiumInstallHint}`,
    );
  }
  await ensureBuilt({ log: (line) => console.log(`[e2e] ${line}`) });
  const lanes = Math.max(project.config.maxWorkers ?? 1, 1);
  const servers = await Promise.all(Array.from({ length: lanes }, () => startServer()));
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: [...chromiumLaunchArgs],
  });
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  for (const [lane, server] of servers.entries()) {
    console.log(`[e2e] Lane ${lane + 1}: server at ${server.baseUrl} (data in ${server.dataDir})`);
  }
  project.provide(
    'servers',
    servers.map((server) => ({
      baseUrl: server.baseUrl,
      // The server's own default (config.ts): DATABASE_URL when set, else the SQLite file in its DATA_DIR.
      databaseUrl: process.env.DATABASE_URL?.trim() || join(server.dataDir, 'portal.sqlite'),
    })),
  );
  return async () => {
    await browserServer.close();
    await Promise.all(servers.map((server) => server.stop()));
  };
}
