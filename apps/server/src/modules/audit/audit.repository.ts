import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../../db/schema.js';

export async function insertAuditEntry(db: Kysely<Database>, row: NewRow<'audit_log'>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
