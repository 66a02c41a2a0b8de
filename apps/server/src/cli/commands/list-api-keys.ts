import { listApiKeys } from '../../modules/api-keys/api-keys.service.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

/** Every API key with its state; never the key itself (only its hash is stored). */
export const listApiKeysCommand: ProviderCommand = {
  name: 'list-api-keys',
  usage: '',
  summary: 'List the API keys: id, name, when created and last used, and whether revoked.',
  async run(args, context) {
    checkOptions(args, []);
    expectPositional(args, []);
    const keys = await listApiKeys((await context.database()).db);
    if (keys.length === 0) {
      context.print('No API keys. Create one with create-api-key <name>.');
      return 0;
    }
    const rows = [
      ['ID', 'NAME', 'CREATED', 'LAST USED', 'STATUS'],
      ...keys.map((k) => [
        k.id,
        k.name,
        k.createdAt,
        k.lastUsedAt ?? 'never',
        k.revokedAt === null ? 'active' : `revoked ${k.revokedAt}`,
      ]),
    ];
    const widths =
      rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
    for (const row of rows) {
      context.print(
        row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join('  ')
          .trimEnd(),
      );
    }
    return 0;
  },
};
