import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../connect.js';
import type { NewRow } from '../schema.js';

export interface ImportOptions {
  /** true (default): delete every existing row first; false: insert or update by primary key. */
  replace?: boolean;
}

type ImportTable = 'bsb_directory' | 'addresses';
type Cell = string | number | null;
// The import code is the same for both tables; a loose view of them keeps it one function.
type LooseRow = Record<string, Cell>;
type LooseDatabase = { imported: LooseRow };

// Well below SQLite's and PostgreSQL's bound-parameter limits for tables of about ten columns.
const BATCH_SIZE = 500;

/** Writes reference rows in batches inside one transaction, so a failed import changes nothing. */
export async function replaceOrUpsert<T extends ImportTable>(
  handle: DatabaseHandle,
  table: T,
  key: keyof NewRow<T> & string,
  rows: readonly NewRow<T>[],
  options: ImportOptions,
): Promise<number> {
  const replace = options.replace ?? true;
  const loose = rows as unknown as readonly LooseRow[];
  // A key repeated in one file keeps its last row (a second insert of it would abort the import).
  const unique = [...new Map(loose.map((row) => [row[key], row])).values()];
  const db = handle.db as unknown as Kysely<LooseDatabase>;
  const write = async (trx: Kysely<LooseDatabase>) => {
    if (replace) await trx.deleteFrom(table as unknown as 'imported').execute();
    for (let start = 0; start < unique.length; start += BATCH_SIZE) {
      const batch = unique.slice(start, start + BATCH_SIZE);
      const insert = trx.insertInto(table as unknown as 'imported').values(batch);
      if (replace) {
        await insert.execute();
        continue;
      }
      const columns = Object.keys(batch[0] ?? {}).filter((c) => c !== key);
      await insert
        .onConflict((oc) =>
          oc
            .column(key)
            .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]))),
        )
        .execute();
    }
  };
  // Inside a caller's transaction (the demo seed) the import joins it; otherwise it opens its own.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return unique.length;
}
