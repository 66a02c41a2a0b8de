import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The lookup's word index (migration 2026-11-21-0002-address-tokens): one row per distinct word of
 * an address's search_text. Declared here rather than in db/schema.ts because only this module
 * reads or writes it.
 */
export interface AddressTokenTable {
  token: string;
  address_id: string;
}

export type LookupDatabase = Database & { address_tokens: AddressTokenTable };

/** The app's database seen with the token table. */
export function withTokenTable(db: Kysely<Database>): Kysely<LookupDatabase> {
  return db.withTables<{ address_tokens: AddressTokenTable }>();
}
