import { defaultBranding, listProviderEventsQuerySchema } from '@portal/contract';
import { wireDateTimeOf } from '../../lib/melbourne-time.js';
import { listProviderEvents } from '../../modules/timeline/provider-events.service.js';
import { UsageError, checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

/** A claim's timeline (issue 32 "What's happening"), as GET /provider/v1/events lists it. */
export const listTimelineCommand: ProviderCommand = {
  name: 'list-timeline',
  usage: '<claim number>',
  summary:
    "List a claim's timeline as its claimants see it (What's happening), newest first (at most 500). One " +
    'line each: date and time in Melbourne, kind, your reference (your events), title and letters.',
  valueOptions: [],
  async run(args, context) {
    checkOptions(args, []);
    const [claimNumber] = expectPositional(args, ['claim number']);
    const parsed = listProviderEventsQuerySchema.safeParse({ ClaimNumber: claimNumber });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('; '));
    // The provider's name as the server words "<provider> received your ..." (config.ts PROVIDER_NAME).
    const providerName = process.env.PROVIDER_NAME?.trim() || defaultBranding.providerName;
    const { Entries } = await listProviderEvents(
      { db: (await context.database()).db, branding: { providerName } },
      parsed.data.ClaimNumber,
    );
    for (const entry of Entries) {
      const when = wireDateTimeOf(entry.Date);
      context.print(
        [`${when.date} ${when.time}`, entry.Kind, entry.Reference ?? '-', entry.Title, ...entry.Attachments]
          .join('  ')
          .trimEnd(),
      );
    }
    context.print(`${Entries.length} entr${Entries.length === 1 ? 'y' : 'ies'}.`);
    return 0;
  },
};
