import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema.js';

/** SQL for the outbox only (outbox-transport.ts writes, the dev outbox page reads). */

export type OutboxRow = Row<'outbox_messages'>;

/** Answers false when a message with this id is already stored (a repeated delivery). */
export async function insertOutboxMessage(
  db: Kysely<Database>,
  row: NewRow<'outbox_messages'>,
): Promise<boolean> {
  const result = await db
    .insertInto('outbox_messages')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Newest first; ties (same millisecond) broken by id so the order is stable. */
export async function listOutboxMessages(db: Kysely<Database>, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function latestOutboxTimestamp(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('outbox_messages')
    .select('sent_at')
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.sent_at;
}
