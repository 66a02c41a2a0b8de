import type { FastifyInstance } from 'fastify';
import { sweepUploads } from './upload-sweep.js';

/** How often the running server sweeps abandoned uploads. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface UploadSweeper {
  /** Stops the timer and waits for a sweep under way, so the database can then be closed. */
  stop(): Promise<void>;
}

/**
 * Runs the upload sweep (upload-sweep.ts) once now and then every hour, with the app's database,
 * storage, clock and PENDING_UPLOAD_HOURS. Started by server.ts after listening — never by buildApp,
 * so tests sweep only when they ask. The timer is unref'd (it never keeps the process alive) and a
 * sweep still running when the next is due is not doubled. A failed sweep is logged and tried again
 * at the next interval.
 */
export function startUploadSweeper(
  app: FastifyInstance,
  intervalMs: number = UPLOAD_SWEEP_INTERVAL_MS,
): UploadSweeper {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = () => {
    if (running || stopped) return;
    running = sweepUploads(
      { db: app.database.db, storage: app.storage },
      { olderThanHours: app.config.pendingUploadHours, now: app.now() },
    )
      .then((result) => {
        const level = result.failed > 0 ? 'warn' : 'info';
        app.log[level]({ ...result }, 'upload sweep done');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'upload sweep failed');
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  runOnce();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
