import type { Kysely } from 'kysely';
import type { MaintenanceMessagesResponse, ProviderMaintenanceMessage } from '@portal/contract';
import type { Database, Row } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';

/**
 * Maintenance messages as the provider sets them (issue 5). /api/maintenance/checkmessage shows every
 * message whose window contains now (modules/maintenance: starts_at null or <= now, ends_at null or
 * > now, ordered by created_at), so times are stored as UTC ISO text that compares as text.
 */

export interface MaintenanceMessageInput {
  message: string;
  /** Any ISO-8601 time (offset allowed); null or absent = from now. */
  startsAt?: string | null;
  /** Any ISO-8601 time; null or absent = until replaced. */
  endsAt?: string | null;
}

function utc(time: string | null | undefined): string | null {
  return time ? new Date(time).toISOString() : null;
}

function isActive(row: Row<'maintenance_messages'>, at: string): boolean {
  return (row.starts_at === null || row.starts_at <= at) && (row.ends_at === null || row.ends_at > at);
}

function toWire(row: Row<'maintenance_messages'>, now: Date): ProviderMaintenanceMessage {
  return {
    Id: row.id,
    Message: row.message,
    StartsAt: row.starts_at,
    EndsAt: row.ends_at,
    CreatedAt: row.created_at,
    Active: isActive(row, toTimestamp(now)),
  };
}

export async function listMaintenanceMessages(
  db: Kysely<Database>,
  now: Date,
): Promise<MaintenanceMessagesResponse> {
  const rows = await db
    .selectFrom('maintenance_messages')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { Messages: rows.map((row) => toWire(row, now)) };
}

/** Replaces every maintenance message with these, in this order; an empty list clears the banner. */
export async function setMaintenanceMessages(
  db: Kysely<Database>,
  messages: readonly MaintenanceMessageInput[],
  now: Date,
): Promise<MaintenanceMessagesResponse> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('maintenance_messages').execute();
    if (messages.length === 0) return;
    await trx
      .insertInto('maintenance_messages')
      .values(
        messages.map((m, index) => ({
          id: newId(),
          message: m.message,
          starts_at: utc(m.startsAt),
          ends_at: utc(m.endsAt),
          // The reader orders by created_at (ids are random): one millisecond apart keeps the order given.
          created_at: toTimestamp(new Date(now.getTime() + index)),
        })),
      )
      .execute();
  });
  return listMaintenanceMessages(db, now);
}
