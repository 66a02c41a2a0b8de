import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';

/** The approved services claimants see (SQL only); the provider's calls replace the table. */

export async function findApprovedServices(db: Kysely<Database>): Promise<Row<'services'>[]> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('approved', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findApprovedService(
  db: Kysely<Database>,
  id: string,
): Promise<Row<'services'> | undefined> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('id', '=', id)
    .where('approved', '=', 1)
    .executeTakeFirst();
}
