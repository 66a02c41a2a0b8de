import { createApiKey } from '../../modules/api-keys/api-keys.service.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';
import { withAppErrors } from './report-app-error.js';

/** Makes a provider API key (issue 5): printed once, only its hash is stored. */
export const createApiKeyCommand: ProviderCommand = {
  name: 'create-api-key',
  usage: '<name>',
  summary:
    'Create an API key for a provider system (the name identifies it, e.g. "claims-system"). The key ' +
    "is printed once and only its hash is stored: keep it in the calling system's secret store.",
  async run(args, context) {
    checkOptions(args, []);
    const [name = ''] = expectPositional(args, ['<name>']);
    const handle = await context.database();
    return withAppErrors(context, 'create-api-key', async () => {
      const created = await createApiKey(handle.db, name, new Date());
      context.print(`Created API key "${created.name}" (id ${created.id}). It is shown only this once:`);
      context.print(created.key);
      context.print('Send it with every /provider/v1 call as the header "Authorization: Bearer <key>".');
      return 0;
    });
  },
};
