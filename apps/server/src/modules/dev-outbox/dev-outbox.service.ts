import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listOutboxMessages } from '../../notifier/outbox.repository.js';

/** Enough for any demo session; older messages stay in the table. */
export const DEV_OUTBOX_LIMIT = 200;

export interface DevOutboxMessage {
  To: string;
  Channel: string;
  Subject: string | null;
  Body: string;
  SentAt: string;
}

export async function listRecentOutboxMessages(db: Kysely<Database>): Promise<DevOutboxMessage[]> {
  const rows = await listOutboxMessages(db, DEV_OUTBOX_LIMIT);
  return rows.map((row) => ({
    To: row.recipient,
    Channel: row.channel,
    Subject: row.subject,
    Body: row.body,
    SentAt: row.sent_at,
  }));
}
