import { readFile } from 'node:fs/promises';
import { importAddresses, parseAddressCsv } from '../../db/importers/addresses.js';
import { rebuildAddressTokens } from '../../modules/address-lookup/address-tokens.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

/** Loads the address index from a G-NAF-shaped CSV (RESOLUTIONS.md) and rebuilds the lookup's word index. */
export const importAddressesCommand: ProviderCommand = {
  name: 'import-addresses',
  usage: '<csv> [--merge]',
  summary:
    'Load the address index from a CSV in the national address file (G-NAF) shape. Replaces the ' +
    'index unless --merge adds and updates by ADDRESS_DETAIL_PID.',
  async run(args, context) {
    checkOptions(args, ['merge']);
    const [file = ''] = expectPositional(args, ['<csv>']);
    const path = context.resolvePath(file);
    const rows = parseAddressCsv(await readFile(path, 'utf8'));
    const handle = await context.database();
    const replace = !args.options.has('merge');
    const imported = await importAddresses(handle, rows, { replace });
    const words = await rebuildAddressTokens(handle.db);
    const postalOnly = rows.filter((row) => row.is_postal_only === 1).length;
    const total = await handle.db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    context.print(
      `Imported ${imported} addresses (${postalOnly} delivery-only) from ${path}` +
        `${replace ? ', replacing the index' : ', merged'}; the index holds ${Number(total.n)} ` +
        `addresses and ${words} search words.`,
    );
    return 0;
  },
};
