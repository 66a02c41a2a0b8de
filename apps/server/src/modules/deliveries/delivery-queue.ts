import type { ProviderWebhookEvent } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Clock, toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { OutgoingMessage } from '../../notifier/notifier.js';
import { insertDelivery } from './delivery-queue.repository.js';

/**
 * The transactional outbox (issue 29 "Notices that are never lost"). A module queues a message with
 * the Kysely handle of the transaction that makes the change it announces, so the two commit or roll
 * back together; the delivery worker (delivery-worker.ts) sends it after the commit, with retries, and
 * the claimant's request never waits for a mail server or a gateway.
 *
 *   await db.transaction().execute(async (trx) => {
 *     await updatePasswordHash(trx, ...);
 *     await deps.deliveries.enqueueNotice(trx, { channel: 'email', to, subject, body, topic: 'passwordChanged' });
 *   });
 */

/** What the message is about, shown to the provider for a parked one (the body never is). */
export type NoticeTopic =
  | 'accessCode'
  | 'username'
  | 'passwordChanged'
  | 'accessCodesLocked'
  | 'emailChanged'
  | 'mobileChanged'
  | 'bankChanged'
  | 'preferencesChanged'
  | 'newMessage'
  | 'newTask'
  | 'paymentMade';

export interface Notice extends Omit<OutgoingMessage, 'id'> {
  topic: NoticeTopic;
  /** An access code's expiry: not sent after it (issue 29: codes are retried only while valid). */
  validUntil?: Date;
}

/** A provider event without its time, which the queue stamps (each member of the union on its own). */
export type ProviderEvent = ProviderWebhookEvent extends infer E
  ? E extends ProviderWebhookEvent
    ? Omit<E, 'timestamp'>
    : never
  : never;

export interface DeliveryQueue {
  /** Queues an e-mail or text message in the caller's transaction; answers its id. */
  enqueueNotice(trx: Kysely<Database>, notice: Notice): Promise<string>;
  /**
   * Queues a webhook event for the provider in the caller's transaction; answers its id (the
   * `webhook-id`), or null when PROVIDER_WEBHOOK_URL is not set (nothing is kept).
   */
  enqueueProviderEvent(trx: Kysely<Database>, event: ProviderEvent): Promise<string | null>;
}

export interface QueueOptions {
  clock: Clock;
  webhooksEnabled: boolean;
  /** Told after each insert (the plugin wakes the worker once the request has answered). */
  onEnqueued?: () => void;
}

export function createDeliveryQueue(options: QueueOptions): DeliveryQueue {
  const { clock } = options;
  const insert = async (
    trx: Kysely<Database>,
    message: Pick<Notice, 'to' | 'body'> & {
      channel: string;
      topic: string;
      subject: string | null;
      validUntil: Date | null;
    },
    at: string,
  ): Promise<string> => {
    const id = newId();
    await insertDelivery(trx, {
      id,
      channel: message.channel,
      recipient: message.to,
      topic: message.topic,
      subject: message.subject,
      body: message.body,
      created_at: at,
      valid_until: message.validUntil === null ? null : toTimestamp(message.validUntil),
      state: 'pending',
      attempts: 0,
      next_attempt_at: at,
      claim_token: null,
      lease_until: null,
      last_error: null,
      delivered_at: null,
      parked_at: null,
    });
    options.onEnqueued?.();
    return id;
  };
  return {
    enqueueNotice(trx, notice) {
      return insert(
        trx,
        {
          channel: notice.channel,
          to: notice.to,
          topic: notice.topic,
          subject: notice.channel === 'email' ? (notice.subject ?? null) : null,
          body: notice.body,
          validUntil: notice.validUntil ?? null,
        },
        toTimestamp(clock()),
      );
    },
    async enqueueProviderEvent(trx, event) {
      if (!options.webhooksEnabled) return null;
      const at = toTimestamp(clock());
      const body = JSON.stringify({ type: event.type, timestamp: at, data: event.data });
      return insert(
        trx,
        { channel: 'webhook', to: 'provider', topic: event.type, subject: null, body, validUntil: null },
        at,
      );
    },
  };
}
