import {
  type ListParkedDeliveriesResponse,
  type ProviderDelivery,
  deliveryChannels,
  deliveryStates,
  formatMessage,
  serverErrors,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import {
  type DeliveryRow,
  countGivenUpDeliveries,
  expireParked,
  findDelivery,
  listGivenUpDeliveries,
  requeueParked,
} from './delivery-queue.repository.js';

/**
 * The messages the portal gave up on, for the provider's API and CLI (issue 29: "a message that keeps
 * failing is parked and listed for the provider ... never dropped silently"), and sending one again.
 */

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function toProviderDelivery(row: DeliveryRow): ProviderDelivery {
  return {
    DeliveryId: row.id,
    Channel: oneOf(deliveryChannels, row.channel, 'email'),
    Topic: row.topic,
    Recipient: row.recipient,
    Subject: row.subject,
    State: oneOf(deliveryStates, row.state, 'pending'),
    Attempts: row.attempts,
    LastError: row.last_error,
    CreatedAt: row.created_at,
    ParkedAt: row.parked_at,
    ValidUntil: row.valid_until,
  };
}

export async function listParkedDeliveries(
  db: Kysely<Database>,
  page: { Limit: number; Offset: number },
): Promise<ListParkedDeliveriesResponse> {
  const [rows, total] = await Promise.all([
    listGivenUpDeliveries(db, { limit: page.Limit, offset: page.Offset }),
    countGivenUpDeliveries(db),
  ]);
  return { Deliveries: rows.map(toProviderDelivery), Total: total, Offset: page.Offset, Limit: page.Limit };
}

/**
 * Puts a parked message back in the queue with a fresh count of attempts. An access code past its
 * expiry is not sent late: it is marked expired and refused (281). Only a parked message can be
 * retried (280); the conditional update decides between two retries at once.
 */
export async function retryParkedDelivery(
  db: Kysely<Database>,
  deliveryId: string,
  now: Date,
): Promise<ProviderDelivery> {
  const row = await findDelivery(db, deliveryId);
  if (!row) throw new AppError('notFound');
  const at = toTimestamp(now);
  if (row.state === 'expired') throw new AppError('deliveryExpired');
  if (row.state === 'parked' && row.valid_until !== null && row.valid_until <= at) {
    await expireParked(db, row.id, at);
    throw new AppError('deliveryExpired');
  }
  if (row.state !== 'parked' || !(await requeueParked(db, row.id, at))) {
    const state = (await findDelivery(db, deliveryId))?.state ?? row.state;
    throw new AppError('deliveryNotParked', {
      message: formatMessage(serverErrors.deliveryNotParked.Message, { state }),
    });
  }
  const requeued = await findDelivery(db, deliveryId);
  if (!requeued) throw new AppError('notFound');
  return toProviderDelivery(requeued);
}
