import { listSubmissionsQuerySchema } from '@portal/contract';
import { listSubmissions } from '../../modules/submissions/submissions.service.js';
import { UsageError, checkOptions, expectPositional, optionValue, type ParsedArgs } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

/** The value options of the submission commands (`--status received` or `--status=received`). */
export const SUBMISSION_QUERY_OPTIONS = ['status', 'limit', 'offset'] as const;

/** --status, --limit and --offset read exactly as the API's query (contract listSubmissionsQuerySchema). */
export function submissionQueryOf(args: ParsedArgs) {
  const parsed = listSubmissionsQuerySchema.safeParse({
    Status: optionValue(args, 'status'),
    Limit: optionValue(args, 'limit'),
    Offset: optionValue(args, 'offset'),
  });
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues
        .map((issue) => `--${String(issue.path[0]).toLowerCase()}: ${issue.message}`)
        .join('; '),
    );
  }
  return parsed.data;
}

/** What claimants submitted, newest first (issue 5), as GET /provider/v1/submissions lists it. */
export const listSubmissionsCommand: ProviderCommand = {
  name: 'list-submissions',
  usage: '[--status submitted|received|all] [--limit N] [--offset N]',
  summary:
    'List submissions newest first: submitted (default: not yet marked received), received or all; ' +
    'at most --limit (default 50, up to 200) from --offset. One line each: submitted time, kind, claim, ' +
    'claimant reference, id, files, status.',
  valueOptions: SUBMISSION_QUERY_OPTIONS,
  async run(args, context) {
    checkOptions(args, SUBMISSION_QUERY_OPTIONS);
    expectPositional(args, []);
    const query = submissionQueryOf(args);
    const { db } = await context.database();
    const page = await listSubmissions(db, query);
    for (const s of page.Submissions) {
      context.print(
        [
          s.SubmittedAt,
          s.Kind,
          s.ClaimNumber ?? '-',
          s.ClaimantRef ?? '-',
          s.SubmissionId,
          `${s.Files.length} file${s.Files.length === 1 ? '' : 's'}`,
          s.Status,
        ].join('  '),
      );
    }
    const first = page.Submissions.length === 0 ? 0 : query.Offset + 1;
    context.print(
      `Showing ${first}-${query.Offset + page.Submissions.length} of ${page.Total} ${query.Status} submissions.`,
    );
    return 0;
  },
};
