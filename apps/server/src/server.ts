import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { formatStartupBanner, prepareDemoData } from './demo-startup.js';
import { startSearchIndexMerger } from './db/search-index-merger.js';
import { startUploadSweeper } from './modules/files/upload-sweeper.js';
import { usesOutbox } from './notifier/channel-router.js';
import { outboxExposureProblem } from './notifier/outbox-exposure.js';
import { startTracing, stopTracing } from './lib/tracing.js';

/**
 * The entry point: read the configuration, build the app (migrations run as the db plugin loads),
 * seed the embedded demo database when it is empty (demo-startup.ts), listen, and close cleanly
 * on SIGINT/SIGTERM.
 */

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // A readable line, no stack trace: the operator fixes the variable and starts again.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const exposure = outboxExposureProblem(config);
  if (exposure !== null) {
    // Checked before anything opens: the operator reads one line and fixes the setting.
    console.error(exposure);
    process.exit(1);
  }
  // Before the app is built: its request spans and statement spans look for the provider (issue 33).
  await startTracing(config.tracing);
  const app = await buildApp(config);
  const demo = await prepareDemoData(app, config);
  await app.listen({ port: config.port, host: config.host });
  // Abandoned uploads are swept hourly (modules/files/upload-sweep.ts); stopped before the app closes.
  const uploadSweeper = startUploadSweeper(app);
  // SQLite's search indexes are merged now and then (db/search-index-merge.ts); stopped likewise.
  const searchIndexMerger = startSearchIndexMerger({ database: app.database, log: app.log });

  const address = app.server.address() as AddressInfo;
  // A loopback address is shown as localhost: that is the address people type (issue 2, Quick start).
  const isLoopback = address.address === '127.0.0.1' || address.address === '::1';
  const host = isLoopback
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  console.log(
    formatStartupBanner({
      origin: `http://${host}:${address.port}`,
      showSignIns: demo.showSignIns,
      usesOutbox: usesOutbox(config),
    }),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    Promise.all([uploadSweeper.stop(), searchIndexMerger.stop()])
      .then(() => app.close())
      // The spans of the last requests are sent before the process ends.
      .then(() => stopTracing())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Claimant Portal could not start: ${message}`);
  process.exit(1);
});
