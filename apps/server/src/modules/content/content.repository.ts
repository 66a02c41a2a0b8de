import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function findContentEntries(db: Kysely<Database>, name: string): Promise<string[]> {
  const rows = await db
    .selectFrom('content_items')
    .select(['html'])
    .where('name', '=', name)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.html);
}
