import { revokeApiKey } from '../../modules/api-keys/api-keys.service.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';
import { withAppErrors } from './report-app-error.js';

/** Revokes a provider API key by id or by the name of an active key; its calls answer 401 at once. */
export const revokeApiKeyCommand: ProviderCommand = {
  name: 'revoke-api-key',
  usage: '<id|name>',
  summary: 'Revoke an API key, by id or by the name of an active key. Calls with it are refused at once.',
  async run(args, context) {
    checkOptions(args, []);
    const [idOrName = ''] = expectPositional(args, ['<id|name>']);
    const handle = await context.database();
    return withAppErrors(context, 'revoke-api-key', async () => {
      const revoked = await revokeApiKey(handle.db, idOrName, new Date());
      context.print(
        revoked.alreadyRevoked
          ? `API key "${revoked.name}" (id ${revoked.id}) was already revoked at ${revoked.revokedAt}.`
          : `Revoked API key "${revoked.name}" (id ${revoked.id}).`,
      );
      return 0;
    });
  },
};
