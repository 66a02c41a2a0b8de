import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database, NewRow, Row } from '../../db/schema.js';

/** SQL of the delivery queue (migration 0012) only; the rules are in delivery-worker.ts. */

export type DeliveryRow = Row<'delivery_queue'>;

export async function insertDelivery(db: Kysely<Database>, row: NewRow<'delivery_queue'>): Promise<void> {
  await db.insertInto('delivery_queue').values(row).execute();
}

export interface ClaimRequest {
  now: string;
  leaseUntil: string;
  token: string;
  limit: number;
}

/**
 * Takes up to `limit` due pending messages that no live lease holds, in one statement, and leases
 * them to `token` (one attempt more each). PostgreSQL: `FOR UPDATE SKIP LOCKED` in a CTE, so servers claiming
 * at once each take other rows and never wait for one another; a row committed by another claim meanwhile
 * is checked again and no longer matches (its lease). SQLite: the one statement runs under the
 * database's write lock, so two claims cannot overlap.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  dialect: DialectName,
  request: ClaimRequest,
): Promise<DeliveryRow[]> {
  const due = db
    .selectFrom('delivery_queue')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', request.now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', request.now)]))
    .orderBy('next_attempt_at')
    .limit(request.limit);
  if (dialect === 'postgres') {
    // The rows are chosen once, in a CTE (a locking CTE is never inlined). As `id in (subquery)` the
    // selection could run again when PostgreSQL rechecked a row another server had just claimed, and
    // with SKIP LOCKED each run picks other rows: one claim took all 60 of a test's messages, past its
    // limit of 8, while the other server found none (two-servers-deliveries.test.ts, 1 run in 6).
    return db
      .with('due', () => due.forUpdate().skipLocked())
      .updateTable('delivery_queue')
      .from('due')
      .set((eb) => ({
        claim_token: request.token,
        lease_until: request.leaseUntil,
        attempts: eb('delivery_queue.attempts', '+', 1),
      }))
      .whereRef('delivery_queue.id', '=', 'due.id')
      .where('delivery_queue.state', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb('delivery_queue.lease_until', 'is', null),
          eb('delivery_queue.lease_until', '<=', request.now),
        ]),
      )
      .returningAll('delivery_queue')
      .execute();
  }
  return db
    .updateTable('delivery_queue')
    .set((eb) => ({
      claim_token: request.token,
      lease_until: request.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', request.now)]))
    .returningAll()
    .execute();
}

/** What an attempt ends in; applied only while the caller's claim still holds the row. */
export interface Outcome {
  state: 'pending' | 'delivered' | 'parked' | 'expired';
  at: string;
  nextAttemptAt?: string;
  lastError?: string | null;
  /** Empties the body (a delivered or expired access code is not kept readable). */
  redactBody?: boolean;
}

export async function settleDelivery(
  db: Kysely<Database>,
  id: string,
  token: string,
  outcome: Outcome,
): Promise<boolean> {
  const result = await db
    .updateTable('delivery_queue')
    .set({
      state: outcome.state,
      claim_token: null,
      lease_until: null,
      ...(outcome.lastError === undefined ? {} : { last_error: outcome.lastError }),
      ...(outcome.nextAttemptAt === undefined ? {} : { next_attempt_at: outcome.nextAttemptAt }),
      ...(outcome.state === 'delivered' ? { delivered_at: outcome.at } : {}),
      ...(outcome.state === 'parked' || outcome.state === 'expired' ? { parked_at: outcome.at } : {}),
      ...(outcome.redactBody ? { body: '' } : {}),
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Hands a claimed row back (a server stopping mid-attempt), so any server may try it at once. */
export async function releaseClaim(db: Kysely<Database>, id: string, token: string): Promise<void> {
  await db
    .updateTable('delivery_queue')
    .set({ claim_token: null, lease_until: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('state', '=', 'pending')
    .execute();
}

const gaveUp = ['parked', 'expired'] as const;

export async function listGivenUpDeliveries(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<DeliveryRow[]> {
  return db
    .selectFrom('delivery_queue')
    .selectAll()
    .where('state', 'in', gaveUp)
    .orderBy('parked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countGivenUpDeliveries(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('delivery_queue')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('state', 'in', gaveUp)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function findDelivery(db: Kysely<Database>, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('delivery_queue').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A parked row back to pending with a fresh count of attempts; false when it was not parked. */
export async function requeueParked(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('delivery_queue')
    .set({ state: 'pending', attempts: 0, next_attempt_at: at, parked_at: null, lease_until: null })
    .where('id', '=', id)
    .where('state', '=', 'parked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A parked access code found past its expiry when the provider asks to retry it. */
export async function expireParked(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db
    .updateTable('delivery_queue')
    .set({ state: 'expired', parked_at: at, body: '' })
    .where('id', '=', id)
    .where('state', '=', 'parked')
    .execute();
}

/** Delivered rows are kept a while (when and how often), then removed. */
export async function deleteDeliveredBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db
    .deleteFrom('delivery_queue')
    .where('state', '=', 'delivered')
    .where('delivered_at', '<', before)
    .execute();
}

/** The queue by channel and state, with the oldest waiting message's creation (issue 33's metrics). */
export async function countDeliveriesByState(db: Kysely<Database>) {
  return db
    .selectFrom('delivery_queue')
    .select((eb) => [
      'channel',
      'state',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .groupBy(['channel', 'state'])
    .execute();
}
