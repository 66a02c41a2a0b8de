import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';

/**
 * SQL for the BSB directory; rules live in bank-details.service.ts. The bank details themselves are
 * columns of the claimant, written through the claimant module (claimant.service.ts).
 */

export type BsbRow = Row<'bsb_directory'>;

/** A BSB as NNN-NNN (the directory's form). */
export async function findBsb(db: Kysely<Database>, bsb: string): Promise<BsbRow | undefined> {
  return db.selectFrom('bsb_directory').selectAll().where('bsb', '=', bsb).executeTakeFirst();
}
