import { readFile } from 'node:fs/promises';
import {
  CLAIMANT_CSV_COLUMNS,
  importClaimantRows,
  parseClaimantCsv,
} from '../../modules/claimant-records/claimant-csv.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

/** Claimants and claims from the provider's CSV (issue 5), through the same service as the API. */
export const importClaimantsCommand: ProviderCommand = {
  name: 'import-claimants',
  usage: '<csv>',
  summary:
    'Create or update claimants and their claims from a CSV with a header row, one row per claimant ' +
    `and claim. Columns (any order): ${CLAIMANT_CSV_COLUMNS.join(', ')}; ClaimantRef, FirstName, ` +
    'Surname and DateOfBirth (dd/mm/yyyy) are required. A blank cell keeps what is stored; claims are ' +
    'linked, never unlinked. Refused rows are listed by line (exit code 1); the other rows are kept.',
  async run(args, context) {
    checkOptions(args, []);
    const [file = ''] = expectPositional(args, ['<csv>']);
    const path = context.resolvePath(file);
    const rows = parseClaimantCsv(await readFile(path, 'utf8'));
    const { db } = await context.database();
    const report = await importClaimantRows(db, rows, { actorId: 'cli' }, new Date());
    context.print(
      `Imported ${report.rows} of ${rows.length} rows from ${path}: ${report.created} claimants created, ` +
        `${report.updated} updated.`,
    );
    if (report.refused.length === 0) return 0;
    context.printError(`${report.refused.length} rows refused (nothing of them was saved):`);
    for (const refused of report.refused) context.printError(`Line ${refused.line}: ${refused.reason}`);
    return 1;
  },
};
