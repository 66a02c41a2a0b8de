import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandingStandIns, telHref } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, type Env, loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/connect.js';
import type { NewSession } from '../../src/modules/session/session.types.js';
import { createTestDatabase } from './test-database.js';

const FAKE_HEAD = '<head><title>Claimant Portal</title>\n  </head>';
export const FAKE_INDEX_HTML = `<!doctype html><html>${FAKE_HEAD}<body><div id="root"></div></body></html>`;
export const FAKE_ASSET_NAME = 'index-abc123.js';
/**
 * The build's prerendered /login (apps/web/scripts/prerender.mjs): the provider's name and phone are the
 * contract's stand-ins, which the server fills in.
 */
export const FAKE_LOGIN_HTML =
  `<!doctype html><html>${FAKE_HEAD}<body><div id="root" data-prerendered="">` +
  `<p class="toolbar__brand">${brandingStandIns.providerName}</p>` +
  `<a class="toolbar__phone" href="${telHref(brandingStandIns.providerPhone)}">` +
  `<span class="visually-hidden">Call ${brandingStandIns.providerName} </span>${brandingStandIns.providerPhone}</a>` +
  `<h1>Sign in</h1><p>This portal is for ${brandingStandIns.providerName} clients.</p></div></body></html>`;

/** The build's web manifest (vite-plugin-pwa, apps/web/vite.config.ts), with the default branding. */
export const FAKE_MANIFEST = {
  name: 'TAC Claimant Portal',
  short_name: 'TAC Portal',
  start_url: '/login',
  display: 'standalone',
  theme_color: '#00546e',
  icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
};

/** A clock the test moves by hand (idle and absolute session expiry). */
export class TestClock {
  constructor(public current: Date = new Date('2026-03-01T00:00:00.000Z')) {}
  now = (): Date => new Date(this.current.getTime());
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: TestClock;
  /** Logged lines, parsed. */
  logs: Record<string, unknown>[];
  /** A session of the given kind; returns its token. */
  createSession(input: NewSession): Promise<{ token: string; sessionId: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Env;
  /** Build a fake web app (index.html, /login's page, the manifest, one asset) in a temporary WEB_DIST_DIR. */
  withWebBuild?: boolean;
  /** PostgreSQL connections of the app's pool (test-database.ts). */
  databaseConnections?: number;
  /** Changes the fake web app before the server starts (and reads its pages). */
  adjustWebBuild?: (distDir: string) => void;
}

/** The whole app on a fresh test database (SQLite or PostgreSQL per TEST_DB), called through inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-test-app-'));
  const distDir = join(folder, 'dist');
  if (options.withWebBuild) {
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), FAKE_INDEX_HTML);
    writeFileSync(join(distDir, 'assets', FAKE_ASSET_NAME), 'console.log("portal");');
    mkdirSync(join(distDir, 'prerendered'), { recursive: true });
    writeFileSync(join(distDir, 'prerendered', 'login.html'), FAKE_LOGIN_HTML);
    writeFileSync(join(distDir, 'manifest.webmanifest'), JSON.stringify(FAKE_MANIFEST));
    options.adjustWebBuild?.(distDir);
  }
  const config = loadConfig(
    {
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DATA_DIR: join(folder, 'data'),
      WEB_DIST_DIR: distDir,
      // No load shedding: the suites share one process on a loaded gate, and a test that holds the loop
      // (hashing, a PDF) must not refuse another's call. health/load-shedding.test.ts turns it on.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    folder,
  );
  const database = await createTestDatabase({ connections: options.databaseConnections });
  const clock = new TestClock();
  const logs: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };
  const app = await buildApp(config, { database, now: clock.now, logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    logs,
    createSession: (input) => app.sessions.create(input),
    close: async () => {
      await app.close();
      await database.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** POST a JSON body to an API path. */
export function postJson(app: FastifyInstance, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}
