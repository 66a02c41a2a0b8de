import { providerMaintenanceMessageInputSchema } from '@portal/contract';
import { recordAudit } from '../../modules/audit/audit.service.js';
import { setMaintenanceMessages } from '../../modules/provider-content/provider-maintenance.service.js';
import { checkOptions, optionValue, type ParsedArgs, UsageError } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

const TIME_OPTIONS = ['starts', 'ends'];

/** The one positional word is the message; --starts and --ends take their ISO time as a value. */
function readArguments(args: ParsedArgs): { message: string | undefined; times: Map<string, string> } {
  const times = new Map<string, string>();
  for (const name of TIME_OPTIONS) {
    const value = optionValue(args, name);
    if (value !== undefined) times.set(name, value);
  }
  const words = args.positional;
  if (words.length > 1) throw new UsageError(`unexpected ${words.slice(1).join(' ')} (quote the message)`);
  return { message: words[0], times };
}

/** Sets the maintenance banner checkmessage answers (part 1 §3), or clears it. */
export const setMaintenanceCommand: ProviderCommand = {
  name: 'set-maintenance',
  usage: '"<message>" [--starts ISO] [--ends ISO] | --clear',
  summary:
    'Replace the maintenance messages with this one, shown from --starts (default now) until --ends ' +
    '(default until replaced); times are ISO with a zone, e.g. 2026-12-24T22:00:00+11:00. --clear ' +
    'removes every maintenance message.',
  valueOptions: TIME_OPTIONS,
  async run(args, context) {
    checkOptions(args, ['starts', 'ends', 'clear']);
    const { message, times } = readArguments(args);
    const clear = args.options.has('clear');
    if (clear && (message !== undefined || times.size > 0)) {
      throw new UsageError('--clear takes no message or times');
    }
    if (!clear && message === undefined) throw new UsageError('missing "<message>" (or --clear)');
    const messages = [];
    if (!clear) {
      const parsed = providerMaintenanceMessageInputSchema.safeParse({
        Message: message,
        StartsAt: times.get('starts'),
        EndsAt: times.get('ends'),
      });
      if (!parsed.success) {
        throw new UsageError(
          parsed.error.issues
            .map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`)
            .join('; '),
        );
      }
      messages.push({
        message: parsed.data.Message,
        startsAt: parsed.data.StartsAt,
        endsAt: parsed.data.EndsAt,
      });
    }
    const { db } = await context.database();
    const now = new Date();
    const result = await setMaintenanceMessages(db, messages, now);
    await recordAudit(
      db,
      { action: 'maintenance.replaced', actorKind: 'system', details: { count: messages.length } },
      now,
    );
    const [set] = result.Messages;
    if (!set) {
      context.print('Cleared the maintenance messages; the portal shows no banner.');
      return 0;
    }
    context.print(
      `Maintenance message set, shown from ${set.StartsAt ?? 'now'} until ${set.EndsAt ?? 'cleared'}` +
        `${set.Active ? ' (showing now)' : ''}: ${set.Message}`,
    );
    return 0;
  },
};
