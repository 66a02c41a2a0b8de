import { readFile } from 'node:fs/promises';
import { importBsbDirectory, parseBsbCsv } from '../../db/importers/bsb-directory.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

/** Loads the Australian Payments Network BSB directory CSV that verifybsb answers from. */
export const importBsbCommand: ProviderCommand = {
  name: 'import-bsb',
  usage: '<csv> [--merge]',
  summary:
    'Load the BSB directory from the published Australian Payments Network CSV. Replaces the ' +
    'directory (it is published complete) unless --merge adds and updates by BSB.',
  async run(args, context) {
    checkOptions(args, ['merge']);
    const [file = ''] = expectPositional(args, ['<csv>']);
    const path = context.resolvePath(file);
    const rows = parseBsbCsv(await readFile(path, 'utf8'));
    const handle = await context.database();
    const replace = !args.options.has('merge');
    const imported = await importBsbDirectory(handle, rows, { replace });
    const total = await handle.db
      .selectFrom('bsb_directory')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const banks = new Set(rows.map((row) => row.bank_code)).size;
    context.print(
      `Imported ${imported} BSB entries of ${banks} banks from ${path}` +
        `${replace ? ', replacing the directory' : ', merged'}; the directory holds ${Number(total.n)} entries.`,
    );
    return 0;
  },
};
