import type { Kysely } from 'kysely';
import type { Database, Row, RowUpdate } from '../../db/schema.js';

/** SQL for the claimant's contact details; rules live in contact-details.service.ts. */

export type ClaimantRow = Row<'claimants'>;

export async function findClaimant(db: Kysely<Database>, id: string): Promise<ClaimantRow | undefined> {
  return db.selectFrom('claimants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateClaimantContact(
  db: Kysely<Database>,
  claimantId: string,
  changes: RowUpdate<'claimants'>,
): Promise<void> {
  await db.updateTable('claimants').set(changes).where('id', '=', claimantId).execute();
}
