import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ProviderSurveyResult, listSurveyResultsQuerySchema } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listSurveyResults } from '../../modules/survey/survey-results.service.js';
import { checkOptions, expectPositional, queryFromOptions, type ParsedArgs } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

const EXPORT_OPTIONS = ['status', 'since'];
const PAGE = 200;

function queryOf(args: ParsedArgs) {
  return queryFromOptions(
    args,
    listSurveyResultsQuerySchema,
    { Status: 'status', Since: 'since' },
    { Limit: PAGE },
  );
}

/** `<submitted time>-<status>-<form id>.json`, safe on every file system (no colons). */
export function surveyFileName(result: ProviderSurveyResult): string {
  return `${result.SubmittedAt.replace(/[:.]/g, '-')}-${result.Status}-${result.FormId}.json`;
}

/** Every matching survey, oldest first: they only ever join the end, so paging forward skips none. */
async function allResults(db: Kysely<Database>, query: ReturnType<typeof queryOf>) {
  const results: ProviderSurveyResult[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await listSurveyResults(db, { ...query, Offset: offset });
    results.push(...page.Results);
    if (page.Results.length < PAGE) return results;
  }
}

/** Takes the completed and refused surveys out to a folder, one JSON file each (issue 14). */
export const exportSurveysCommand: ProviderCommand = {
  name: 'export-surveys',
  usage: '<folder> [--status all|completed|refused] [--since ISO]',
  summary:
    'Write each submitted self-assessment (default: all; completed or refused) to its own file ' +
    '<submitted>-<status>-<form id>.json in the folder, as GET /provider/v1/survey/results answers it ' +
    '(answers by question). --since takes an ISO time (inclusive): pass the last one printed to export ' +
    'only newer surveys; a survey exported again overwrites its own file.',
  valueOptions: EXPORT_OPTIONS,
  async run(args, context) {
    checkOptions(args, EXPORT_OPTIONS);
    const [folder = ''] = expectPositional(args, ['<folder>']);
    const query = queryOf(args);
    const root = context.resolvePath(folder);
    const { db } = await context.database();
    const results = await allResults(db, query);
    await mkdir(root, { recursive: true });
    for (const result of results) {
      const path = join(root, surveyFileName(result));
      // Written under a temporary name and renamed, so a file with the final name is always whole.
      await writeFile(`${path}.partial`, `${JSON.stringify(result, null, 2)}\n`, 'utf8');
      await rename(`${path}.partial`, path);
      context.print(`${result.FormId}  ${result.Status}  ${result.ClaimNumber}  -> ${path}`);
    }
    const latest = results.at(-1)?.SubmittedAt;
    context.print(
      `Exported ${results.length} ${query.Status === 'all' ? '' : `${query.Status} `}surveys to ${root}.` +
        (latest ? ` Next time: --since ${latest}` : ''),
    );
    return 0;
  },
};
