import { loadConfig } from '../../config.js';
import { sweepUploads } from '../../modules/files/upload-sweep.js';
import { sweepUploadsOnOneServer } from '../../modules/files/upload-sweeper.js';
import { UsageError, checkOptions, expectPositional, optionValue } from '../cli-args.js';
import type { CommandContext } from '../cli-context.js';
import type { ProviderCommand } from './command.js';
import { portalServices } from './portal-services.js';

const SWEEP_OPTIONS = ['older-than-hours'];

/** A context whose clock the caller sets (tests give the test app's); otherwise the system time. */
export interface ClockContext extends CommandContext {
  now?(): Date;
}

function hoursOf(value: string | undefined): number {
  if (value === undefined) return loadConfig(process.env, process.cwd()).pendingUploadHours;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError('--older-than-hours must be a whole number of hours, at least 1');
  }
  return Number(value);
}

/** The server's hourly upload sweep (modules/files/upload-sweep.ts), run once by hand. */
export const sweepUploadsCommand: ProviderCommand = {
  name: 'sweep-uploads',
  usage: '[--older-than-hours N]',
  summary:
    'Discard claimant uploads still pending after N hours (default PENDING_UPLOAD_HOURS, 24): their ' +
    'bytes are deleted and the rows kept, marked discarded. Also deletes bytes left behind by ' +
    'discarded files, and stored bytes no file names or unfinished writes untouched for an hour. ' +
    'Files of submissions and inbox messages are never touched. The server does the ' +
    'same every hour.',
  valueOptions: SWEEP_OPTIONS,
  async run(args, context) {
    checkOptions(args, SWEEP_OPTIONS);
    expectPositional(args, []);
    const olderThanHours = hoursOf(optionValue(args, 'older-than-hours'));
    const now = (context as ClockContext).now?.() ?? new Date();
    const services = await portalServices(context);
    try {
      // Never beside a server's own sweep of the same database (issue 16, several servers).
      const result = services.database
        ? await sweepUploadsOnOneServer(
            { database: services.database, storage: services.storage },
            { olderThanHours, now },
          )
        : await sweepUploads(services, { olderThanHours, now });
      if (!result) {
        context.print('A server is sweeping this database now; nothing was done. Try again later.');
        return 0;
      }
      context.print(
        `Swept ${result.swept} abandoned upload${result.swept === 1 ? '' : 's'} pending over ` +
          `${olderThanHours} hour${olderThanHours === 1 ? '' : 's'}; removed the leftover bytes of ` +
          `${result.leftoverBytesRemoved} discarded file${result.leftoverBytesRemoved === 1 ? '' : 's'}.`,
      );
      // Only after a crash are there any; said only then, so the usual report stays one line.
      if (result.orphanedBytesRemoved + result.unfinishedWritesRemoved > 0) {
        context.print(
          `Removed ${result.orphanedBytesRemoved} stored file${result.orphanedBytesRemoved === 1 ? '' : 's'} ` +
            `no upload names and ${result.unfinishedWritesRemoved} unfinished write` +
            `${result.unfinishedWritesRemoved === 1 ? '' : 's'} (untouched for an hour).`,
        );
      }
      if (result.failed === 0) return 0;
      context.printError(
        `${result.failed} file${result.failed === 1 ? '' : 's'} could not be deleted from storage; ` +
          'run sweep-uploads again later.',
      );
      return 1;
    } finally {
      await services.close();
    }
  },
};
