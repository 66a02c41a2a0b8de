import { inSpan } from '../../lib/tracing.js';
import type { Notifier } from '../../notifier/notifier.js';
import type { ProviderWebhookTransport } from '../../notifier/webhook-transport.js';
import type { DeliveryRow } from './delivery-queue.repository.js';
import type { DeliverFn } from './delivery-worker.js';

/**
 * Which transport carries a queued message: e-mail and SMS through the notifier (SMTP, the SMS gateway
 * or the dev outbox), webhooks to the provider. The queue's id goes with the message, so a repeat can
 * be recognised at the other end.
 */
export function deliverThrough(notifier: Notifier, webhook: ProviderWebhookTransport | null): DeliverFn {
  // A span per attempt (issue 33): "email send", "sms send" or "webhook send", with the queue's id and
  // the attempt's number; never the recipient or the body (a body may hold an access code).
  return (row) =>
    inSpan(
      `${row.channel} send`,
      {
        'portal.delivery.channel': row.channel,
        'portal.delivery.id': row.id,
        'portal.delivery.attempt': row.attempts,
      },
      () => send(row),
    );

  async function send(row: DeliveryRow): Promise<void> {
    switch (row.channel) {
      case 'email':
      case 'sms':
        return notifier.send({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject ?? undefined,
          body: row.body,
          id: row.id,
        });
      case 'webhook':
        // Queued while webhooks were configured: kept (and in the end parked), never dropped.
        if (webhook === null) throw new Error('PROVIDER_WEBHOOK_URL is not set');
        return webhook.send(row.id, row.body);
      default:
        throw new Error(`No transport for the channel ${row.channel}`);
    }
  }
}
