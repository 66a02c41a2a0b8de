import { retryParkedDelivery } from '../../modules/deliveries/parked-deliveries.service.js';
import { checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';
import { withAppErrors } from './report-app-error.js';

/** A parked message back in the queue (issue 29), as POST /provider/v1/deliveries/:id/retry does. */
export const retryDeliveryCommand: ProviderCommand = {
  name: 'retry-delivery',
  usage: '<delivery id>',
  summary:
    'Send a parked message again (ids from list-parked-deliveries), with a fresh count of attempts. ' +
    'A running server delivers it within DELIVERY_POLL_MS. An expired access code is not sent again.',
  async run(args, context) {
    checkOptions(args, []);
    const [id = ''] = expectPositional(args, ['<delivery id>']);
    const handle = await context.database();
    return withAppErrors(context, 'retry-delivery', async () => {
      const delivery = await retryParkedDelivery(handle.db, id, new Date());
      context.print(
        `Queued ${delivery.Channel} ${delivery.Topic} to ${delivery.Recipient} (id ${delivery.DeliveryId}) ` +
          'to be sent again.',
      );
      return 0;
    });
  },
};
