import { exportSubmissions } from '../../modules/submissions/submission-export.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';
import { submissionQueryOf } from './list-submissions.js';
import { portalServices } from './portal-services.js';
import { withAppErrors } from './report-app-error.js';

/** Takes what claimants submitted out to a folder (issue 5 "list and export submissions to a folder"). */
export const exportSubmissionsCommand: ProviderCommand = {
  name: 'export-submissions',
  usage: '<folder> [--status submitted|received|all] [--mark-received]',
  summary:
    'Write each submission (default: those not yet marked received) to its own folder ' +
    '<date>-<kind>-<id> holding submission.json and its files, checked against their SHA-256. With ' +
    '--mark-received each is marked received once its folder is complete, so the next export skips it.',
  valueOptions: ['status'],
  async run(args, context) {
    checkOptions(args, ['status', 'mark-received']);
    const [folder = ''] = expectPositional(args, ['<folder>']);
    const { Status } = submissionQueryOf(args);
    const root = context.resolvePath(folder);
    const markReceived = args.options.has('mark-received');
    const services = await portalServices(context);
    try {
      return await withAppErrors(context, 'export-submissions', async () => {
        const exported = await exportSubmissions(
          services,
          { folder: root, status: Status, markReceived, actor: { actorId: 'cli' } },
          () => new Date(),
          ({ submission, folder: written }) =>
            context.print(
              `${submission.SubmissionId}  ${submission.Kind}  ${submission.Files.length} files  -> ${written}`,
            ),
        );
        context.print(
          `Exported ${exported.length} ${Status} submissions to ${root}` +
            `${markReceived ? ', each marked received' : ''}.`,
        );
        return 0;
      });
    } finally {
      await services.close();
    }
  },
};
