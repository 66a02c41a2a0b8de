import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Messages whose window contains `at` (an open start or end means "always" on that side). */
export async function findActiveMaintenanceMessages(db: Kysely<Database>, at: string): Promise<string[]> {
  const rows = await db
    .selectFrom('maintenance_messages')
    .select(['message'])
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.message);
}
