import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, Row } from '../../db/schema.js';
import { withTokenTable } from './address-lookup.table.js';
import { prefixUpperBound, type QueryWord } from './address-query.js';

export type AddressRow = Omit<Row<'addresses'>, 'search_text'>;

const addressColumns = [
  'a.id',
  'a.single_line',
  'a.line1',
  'a.line2',
  'a.line3',
  'a.locality',
  'a.state',
  'a.postcode',
  'a.is_postal_only',
] as const;

/** Word rows counted per word when choosing which word drives the search. */
const SELECTIVITY_CAP = 5000;

/**
 * Addresses that hold every query word (the last as a prefix), at most `limit` of them, unordered:
 * the service ranks them. The rarest word drives the search through the token index; each other
 * word is an index probe on (address_id, token) per candidate. Portable SQL: `=`, `in` and ranges.
 */
export async function findAddressesWithWords(
  db: Kysely<Database>,
  words: readonly QueryWord[],
  limit: number,
): Promise<AddressRow[]> {
  const lookupDb = withTokenTable(db);
  const counts = await Promise.all(
    words.map(async (word) => {
      const hits = lookupDb
        .selectFrom('address_tokens')
        .select('address_id')
        .where(wordCondition('token', word))
        .limit(SELECTIVITY_CAP)
        .as('hits');
      const row = await lookupDb
        .selectFrom(hits)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }),
  );
  // A word no address holds: nothing can match.
  if (counts.some((n) => n === 0)) return [];
  const driverAt = counts.indexOf(Math.min(...counts));
  const driver = words[driverAt];
  if (!driver) return [];
  const others = words.filter((_, i) => i !== driverAt);

  const rows = await lookupDb
    .selectFrom('address_tokens as d')
    .innerJoin('addresses as a', 'a.id', 'd.address_id')
    .select(addressColumns)
    .where(wordCondition('d.token', driver))
    .where((eb) =>
      eb.and(
        others.map((word) =>
          eb.exists(
            eb
              .selectFrom('address_tokens as t')
              .select('t.address_id')
              .whereRef('t.address_id', '=', 'a.id')
              .where(wordCondition('t.token', word)),
          ),
        ),
      ),
    )
    // A prefix can match two spellings of one address ("st", "street"): read a little more, dedupe.
    .limit(limit * 2)
    .execute();
  const unique = new Map(rows.map((row) => [row.id, row]));
  return [...unique.values()].slice(0, limit);
}

export async function findAddressById(db: Kysely<Database>, id: string): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses as a').select(addressColumns).where('a.id', '=', id).executeTakeFirst();
}

/** `column` holds the word: one of its spellings, or for the last word any token it begins. */
function wordCondition(column: string, word: QueryWord): Expression<SqlBool> {
  const ref = sql.ref(column);
  const spellings = sql<SqlBool>`${ref} in (${sql.join(word.spellings)})`;
  if (!word.isPrefix) return spellings;
  const bound = prefixUpperBound(word.text);
  const range =
    bound === null
      ? sql<SqlBool>`${ref} >= ${word.text}`
      : sql<SqlBool>`(${ref} >= ${word.text} and ${ref} < ${bound})`;
  return sql<SqlBool>`(${range} or ${spellings})`;
}
