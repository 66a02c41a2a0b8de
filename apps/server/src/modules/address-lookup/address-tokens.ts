import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTokenTable, type LookupDatabase } from './address-lookup.table.js';

/** Addresses read per page while the index is built; keeps memory flat on a national file. */
const PAGE_SIZE = 2000;
/** Token rows per insert: two parameters each, well below both databases' limits. */
const INSERT_BATCH = 1000;

/** The distinct words of an address's search_text (already lower case, punctuation-free). */
export function tokensOf(searchText: string): string[] {
  return [...new Set(searchText.split(' ').filter((word) => word !== ''))];
}

/**
 * Rebuilds the whole word index from the addresses table, in one transaction so a lookup sees the
 * old index or the new one. Run after every address import (the provider command does).
 * Returns the number of word rows written.
 */
export async function rebuildAddressTokens(db: Kysely<Database>): Promise<number> {
  const run = async (trx: Kysely<LookupDatabase>) => {
    await trx.deleteFrom('address_tokens').execute();
    return indexAddresses(trx, false);
  };
  const lookupDb = withTokenTable(db);
  return lookupDb.isTransaction ? run(lookupDb) : lookupDb.transaction().execute(run);
}

/**
 * Indexes the addresses that have no words yet (the demo seed imports addresses without knowing
 * about the index; a replacing import clears it through the foreign key). Safe to run twice at
 * once: a word already there is left alone.
 */
export async function indexMissingAddressTokens(db: Kysely<Database>): Promise<number> {
  return indexAddresses(withTokenTable(db), true);
}

async function indexAddresses(db: Kysely<LookupDatabase>, onlyMissing: boolean): Promise<number> {
  let written = 0;
  let after = '';
  for (;;) {
    let query = db
      .selectFrom('addresses')
      .select(['addresses.id', 'addresses.search_text'])
      .where('addresses.id', '>', after)
      .orderBy('addresses.id')
      .limit(PAGE_SIZE);
    if (onlyMissing) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('address_tokens')
              .select('address_tokens.address_id')
              .whereRef('address_tokens.address_id', '=', 'addresses.id'),
          ),
        ),
      );
    }
    const page = await query.execute();
    const rows = page.flatMap((address) =>
      tokensOf(address.search_text).map((token) => ({ token, address_id: address.id })),
    );
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await db
        .insertInto('address_tokens')
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    written += rows.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return written;
    after = last.id;
  }
}
