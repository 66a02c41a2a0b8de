import { listProviderTasksQuerySchema } from '@portal/contract';
import { listProviderTasks } from '../../modules/tasks/tasks.service.js';
import { checkOptions, expectPositional, queryFromOptions } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

const OPTIONS = ['claim', 'status'] as const;

/** The provider's requests of claimants (issue 32), as GET /provider/v1/tasks lists them. */
export const listTasksCommand: ProviderCommand = {
  name: 'list-tasks',
  usage: '[--claim NN/NNNNN] [--status open|done|cancelled]',
  summary:
    'List the requests made of claimants (Things to do), soonest due first (at most 500). One line each: ' +
    'due date, status, claim, action, reference, title, and the submission that completed it.',
  valueOptions: OPTIONS,
  async run(args, context) {
    checkOptions(args, OPTIONS);
    expectPositional(args, []);
    const query = queryFromOptions(args, listProviderTasksQuerySchema, {
      ClaimNumber: 'claim',
      Status: 'status',
    });
    const { Tasks } = await listProviderTasks((await context.database()).db, query);
    for (const task of Tasks) {
      context.print(
        [
          task.DueDate,
          task.Status,
          task.ClaimNumber,
          task.Action,
          task.Reference,
          task.Title,
          task.CompletedBySubmissionId ?? '',
        ]
          .join('  ')
          .trimEnd(),
      );
    }
    context.print(`${Tasks.length} request${Tasks.length === 1 ? '' : 's'}.`);
    return 0;
  },
};
