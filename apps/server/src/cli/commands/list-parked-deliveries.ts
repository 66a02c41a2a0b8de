import { listParkedDeliveriesQuerySchema } from '@portal/contract';
import { listParkedDeliveries } from '../../modules/deliveries/parked-deliveries.service.js';
import { checkOptions, expectPositional, queryFromOptions } from '../cli-args.js';
import type { ProviderCommand } from './command.js';

const OPTIONS = ['limit', 'offset'] as const;

/** Messages the portal gave up on (issue 29), as GET /provider/v1/deliveries/parked lists them. */
export const listParkedDeliveriesCommand: ProviderCommand = {
  name: 'list-parked-deliveries',
  usage: '[--limit N] [--offset N]',
  summary:
    'List the e-mails, text messages and webhooks that could not be delivered, newest first: parked ' +
    '(failed DELIVERY_MAX_ATTEMPTS times; send one again with retry-delivery) and expired (an access ' +
    'code no longer valid). One line each: parked time, state, channel, topic, recipient, attempts, id, ' +
    'last error.',
  valueOptions: OPTIONS,
  async run(args, context) {
    checkOptions(args, OPTIONS);
    expectPositional(args, []);
    const query = queryFromOptions(args, listParkedDeliveriesQuerySchema, {
      Limit: 'limit',
      Offset: 'offset',
    });
    const page = await listParkedDeliveries((await context.database()).db, query);
    for (const d of page.Deliveries) {
      context.print(
        [
          d.ParkedAt ?? '-',
          d.State,
          d.Channel,
          d.Topic,
          d.Recipient,
          `${d.Attempts} attempt${d.Attempts === 1 ? '' : 's'}`,
          d.DeliveryId,
          d.LastError ?? '',
        ]
          .join('  ')
          .trimEnd(),
      );
    }
    const first = page.Deliveries.length === 0 ? 0 : query.Offset + 1;
    context.print(
      `Showing ${first}-${query.Offset + page.Deliveries.length} of ${page.Total} undelivered messages.`,
    );
    return 0;
  },
};
