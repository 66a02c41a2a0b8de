import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { NotificationChannel, Notifier, OutgoingMessage } from './notifier.js';
import { OutboxTransport } from './outbox-transport.js';
import { SmsWebhookTransport } from './sms-webhook-transport.js';
import { SmtpTransport } from './smtp-transport.js';

export type TransportName = 'smtp' | 'sms-webhook' | 'outbox';

/**
 * Which transport carries each channel. config.ts has already refused a channel without a transport
 * unless NOTIFIER=outbox, so a missing one here means the outbox.
 */
export function transportsFor(
  config: Pick<Config, 'smtpUrl' | 'smsWebhookUrl'>,
): Record<NotificationChannel, TransportName> {
  return {
    email: config.smtpUrl === null ? 'outbox' : 'smtp',
    sms: config.smsWebhookUrl === null ? 'outbox' : 'sms-webhook',
  };
}

/** True while at least one channel lands in the outbox (GET /api/dev/outbox exists only then). */
export function usesOutbox(config: Pick<Config, 'smtpUrl' | 'smsWebhookUrl'>): boolean {
  return Object.values(transportsFor(config)).includes('outbox');
}

/** Sends each message through the transport of its channel. */
export class ChannelRouter implements Notifier {
  constructor(
    private readonly routes: Record<NotificationChannel, Notifier>,
    private readonly onClose: () => void = () => undefined,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.routes[message.channel].send(message);
  }

  close(): void {
    this.onClose();
  }
}

export interface NotifierDependencies {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock: Clock;
}

export function createNotifier(config: Config, deps: NotifierDependencies): ChannelRouter {
  const names = transportsFor(config);
  const outbox = new OutboxTransport(deps.db, deps.log, deps.clock);
  // Each attempt is bounded by DELIVERY_TIMEOUT_SECONDS (the worker gives up on it after that too).
  const timeoutMs = config.delivery.timeoutMs;
  const smtp =
    names.email === 'smtp' && config.smtpUrl !== null
      ? new SmtpTransport(config.smtpUrl, config.smtpFrom, timeoutMs)
      : null;
  const sms =
    names.sms === 'sms-webhook' && config.smsWebhookUrl !== null
      ? new SmsWebhookTransport(config.smsWebhookUrl, config.smsWebhookToken, fetch, timeoutMs)
      : null;
  return new ChannelRouter({ email: smtp ?? outbox, sms: sms ?? outbox }, () => smtp?.close());
}
