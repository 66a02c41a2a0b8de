import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { type UploadSweepOptions, type UploadSweepResult, sweepUploads } from './upload-sweep.js';
import { withUploadSweepLock } from './upload-sweep-lock.js';

/** How often the running server sweeps abandoned uploads. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface UploadSweeper {
  /** Stops the timer and waits for a sweep under way, so the database can then be closed. */
  stop(): Promise<void>;
}

/**
 * One sweep (upload-sweep.ts) unless another server is sweeping the same database at this moment:
 * then nothing is done and null is answered; that server's sweep covers this one's.
 */
export async function sweepUploadsOnOneServer(
  deps: { database: DatabaseHandle; storage: FileStorage },
  options: UploadSweepOptions,
): Promise<UploadSweepResult | null> {
  const outcome = await withUploadSweepLock(deps.database, () =>
    sweepUploads({ db: deps.database.db, storage: deps.storage }, options),
  );
  return outcome.ran ? outcome.value : null;
}

/**
 * Runs the upload sweep once now and then every hour, with the app's database, storage, clock and
 * PENDING_UPLOAD_HOURS. Started by server.ts after listening — never by buildApp, so tests sweep only
 * when they ask. Every server runs this timer; of sweeps due at once on several servers one runs and
 * the others skip (sweepUploadsOnOneServer). The timer is unref'd (it never keeps the process alive)
 * and a sweep still running when the next is due is not doubled. A failed sweep is logged and tried
 * again at the next interval.
 */
export function startUploadSweeper(
  app: FastifyInstance,
  intervalMs: number = UPLOAD_SWEEP_INTERVAL_MS,
): UploadSweeper {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = () => {
    if (running || stopped) return;
    running = sweepUploadsOnOneServer(
      { database: app.database, storage: app.storage },
      { olderThanHours: app.config.pendingUploadHours, now: app.now() },
    )
      .then((result) => {
        if (result === null) {
          app.log.info('upload sweep skipped: another server is sweeping');
          return;
        }
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
