import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import { compiledQuery } from './compiled-query.js';
import type { Database } from './schema.js';

/**
 * Search over message text (ADR 0017): trimmed, case-insensitive
 * substring, `%` and `_` literal, never across the end of one part (subject) and the start of the next.
 * Answered by the database's own text index (migration 0008, ADR 0018),
 * so a search costs what it finds rather than a pass over every message of the claim:
 * - PostgreSQL: the row's lower-cased `search_text` (migration 0005) `like lower(?) escape '\'`, which a
 *   pg_trgm GIN index serves (it finds the rows holding the pattern's trigrams, then rechecks the
 *   `like`), so the answer is exactly the substring match it always was.
 * - SQLite: an FTS5 table with the trigram tokenizer per list. The search text as one FTS5 string is a
 *   phrase of consecutive trigrams, which is a substring; the tokenizer folds case (all of Unicode,
 *   where SQLite's lower() folded A-Z only), and each part is its own column, so no phrase spans two.
 *   A trigram needs three characters: a shorter search (one or two characters) reads the claim's rows
 *   through its own index and `like`s the generated `search_text`, as before 0008.
 * - SQLite, a search of five characters or more in printable ASCII (most searches): the phrase reads
 *   the index entries of every trigram of the text, and common ones ("the", "her") are in most rows
 *   (docs/adr/0018-message-counters-and-text-search.md). So the index is asked only for the rows holding its rarest trigram, and the
 *   next rarest that does not overlap it (ftsTrigramQuery: "hydrotherapy" asks for hyd and rot where
 *   the phrase reads ten trigrams), by how many rows the index says hold each; each row found is kept
 *   when the key table's copy of its text contains the search (migration 0010: each part folded as the
 *   tokenizer folds ASCII, parts joined by a line break, which printable ASCII has not). The same rows
 *   as the phrase's, as 0010's comment shows; which trigrams are asked for changes only the cost.
 */

export interface TextSearch {
  /** The `like` pattern: the trimmed text between `%`, with `\`, `%` and `_` escaped. */
  pattern: string;
  /** The FTS5 query (one quoted string), or null when the text is too short for a trigram. */
  phrase: string | null;
  /**
   * The text's trigrams, one per position, in lower case (the tokenizer folds the rows and the query
   * alike), when SQLite may ask its index for a few of them and check the rows against the text
   * (`pattern`): a text of five characters or more, all printable ASCII; else null.
   */
  trigrams: readonly string[] | null;
}

const TRIGRAM = 3;

/** Inside an FTS5 string everything is literal but the double quote, written twice. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Space to tilde: no line break (the parts' separator in the key tables' text) and no folding. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** The trigram starting at each position of `text`, lower case. */
function trigramsOf(text: string): string[] {
  const folded = text.toLowerCase();
  return Array.from({ length: folded.length - TRIGRAM + 1 }, (_, start) =>
    folded.slice(start, start + TRIGRAM),
  );
}

/** What to search for, or null when there is nothing to search for. */
export function textSearchOf(search: string | null | undefined): TextSearch | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  const length = [...text].length;
  return {
    pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    phrase: length >= TRIGRAM ? ftsString(text) : null,
    // Five: a phrase of one or two trigrams is read as cheaply as any trigram of it.
    trigrams: length >= 5 && PRINTABLE_ASCII.test(text) ? trigramsOf(text) : null,
  };
}

/**
 * A second trigram is asked for too when at most this many times as common as the rarest: it leaves
 * fewer rows to check when the rarest is common itself, at the price of reading its index entries.
 */
const SECOND_TRIGRAM_AT_MOST = 8;

/**
 * The trigrams to ask the index for, from the text's trigrams by position and the rows holding each
 * (`rows`): the rarest (the first of equals), and, unless no row holds it, the rarest of those not
 * overlapping it when that one is at most SECOND_TRIGRAM_AT_MOST times as common. Any trigram of the
 * text finds every row holding the text; the rarer, the fewer other rows it finds to check.
 */
export function chooseTrigrams(trigrams: readonly string[], rows: (trigram: string) => number): string[] {
  const rarestAt = (positions: number[]) =>
    positions.reduce((best, at) => (rows(trigrams[at]!) < rows(trigrams[best]!) ? at : best));
  const positions = trigrams.map((_, at) => at);
  const first = rarestAt(positions);
  const apart = positions.filter((at) => Math.abs(at - first) >= TRIGRAM);
  // No row holds the rarest: it alone answers none.
  if (apart.length === 0 || rows(trigrams[first]!) === 0) return [trigrams[first]!];
  const second = rarestAt(apart);
  const fits = rows(trigrams[second]!) <= SECOND_TRIGRAM_AT_MOST * rows(trigrams[first]!);
  return fits && trigrams[second] !== trigrams[first]
    ? [trigrams[first]!, trigrams[second]!]
    : [trigrams[first]!];
}

/**
 * The searchable lists: their SQLite FTS5 table and key table (migration 0008), and the FTS5 vocabulary
 * table of the index, which answers how many rows hold a trigram (migration 0010).
 */
const lists = {
  inbox_messages: {
    fts: 'inbox_messages_fts',
    keys: 'inbox_message_search_keys',
    vocabulary: 'inbox_messages_fts_vocabulary',
  },
  sent_items: {
    fts: 'sent_items_fts',
    keys: 'sent_item_search_keys',
    vocabulary: 'sent_items_fts_vocabulary',
  },
} as const;

export type SearchableList = keyof typeof lists;

/** SQLite's FTS5 tables of the searchable lists, for their upkeep (db/search-index-merge.ts). */
export const ftsTables: readonly string[] = Object.values(lists).map((list) => list.fts);

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * What this database searches with; a statement's shape follows which are set (db/compiled-query.ts
 * compiledQueryByShape), and all are null without a search:
 * - `phrase` alone: SQLite's FTS index answers the matching rows (TextSearch.phrase);
 * - `trigrams` and `pattern`: SQLite's FTS index answers the rows holding a few of the text's trigrams
 *   (ftsTrigramQuery) and `pattern` is `like`d on the key table's text (keyTextContains);
 * - `pattern` alone: `like` on the list's `search_text` (containsText), on PostgreSQL through its
 *   trigram index, on SQLite for a search too short for a trigram.
 */
export interface SearchValues {
  phrase: string | null;
  trigrams: string | null;
  pattern: string | null;
}

export async function searchValuesOf(
  db: Kysely<Database>,
  list: SearchableList,
  search: TextSearch | null,
): Promise<SearchValues> {
  if (search === null) return { phrase: null, trigrams: null, pattern: null };
  if (isPostgres(db) || search.phrase === null) {
    return { phrase: null, trigrams: null, pattern: search.pattern };
  }
  if (search.trigrams === null) return { phrase: search.phrase, trigrams: null, pattern: null };
  return {
    phrase: null,
    trigrams: await ftsTrigramQuery(db, list, search.trigrams),
    pattern: search.pattern,
  };
}

/** How long the rows holding a trigram, as the index answered, are used before it is asked again. */
export const TRIGRAM_ROWS_KEPT_MS = 3_600_000;

/** Trigrams whose rows are kept per database (the least recently asked go first past it). */
const TRIGRAM_ROWS_KEPT = 20_000;

/**
 * Rows holding each trigram, per database and list, as its FTS5 vocabulary answered (`at`, Date.now()).
 * Only which trigrams a search asks for follows them, never which rows it answers, so a count made
 * stale by rows written since costs at most some speed, for at most TRIGRAM_ROWS_KEPT_MS.
 */
const trigramRows = new WeakMap<Kysely<Database>, Map<string, { rows: number; at: number }>>();

/** How many rows of an index hold `trigram`, from its vocabulary (which reads the trigram's entries). */
const rowsHoldingIn = (vocabulary: string) =>
  compiledQuery(
    (_db, trigram: string) =>
      sql<{ doc: number }>`select doc from ${sql.table(vocabulary)} where term = ${trigram}`,
  );
const rowsHolding = {
  inbox_messages: rowsHoldingIn(lists.inbox_messages.vocabulary),
  sent_items: rowsHoldingIn(lists.sent_items.vocabulary),
};

/**
 * The FTS5 query of the trigrams a search of `trigrams` (TextSearch) asks SQLite's index of `list` for
 * (chooseTrigrams), by the rows holding each: kept from an earlier search for up to
 * TRIGRAM_ROWS_KEPT_MS before `now`, else asked of the index's vocabulary now, which reads the
 * trigram's index entries once (as much as the phrase would), for the searches after it.
 */
export async function ftsTrigramQuery(
  db: Kysely<Database>,
  list: SearchableList,
  trigrams: readonly string[],
  now: number = Date.now(),
): Promise<string> {
  let kept = trigramRows.get(db);
  if (!kept) trigramRows.set(db, (kept = new Map()));
  const rows = new Map<string, number>();
  for (const trigram of new Set(trigrams)) {
    const key = `${list}:${trigram}`;
    let entry = kept.get(key);
    if (entry === undefined || now - entry.at >= TRIGRAM_ROWS_KEPT_MS) {
      const [row] = await rowsHolding[list](db, trigram);
      entry = { rows: Number(row?.doc ?? 0), at: now };
    }
    // Most recently asked last, so the first is the one to let go.
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > TRIGRAM_ROWS_KEPT) kept.delete(kept.keys().next().value!);
    rows.set(trigram, entry.rows);
  }
  return chooseTrigrams(trigrams, (trigram) => rows.get(trigram)!)
    .map(ftsString)
    .join(' AND ');
}

/** The FTS5 query of SearchValues (its phrase or its trigrams), or null when the FTS index is not asked. */
export function ftsQueryOf(values: SearchValues): string | null {
  return values.phrase ?? values.trigrams;
}

/**
 * `from ... where` of the FTS rows of `list` matching `query` (ftsQueryOf of `values`), joined to the
 * list's key table as `k` (its row_id, the columns a search filters and orders by, and its text), and
 * the repository's `conditions` on `k`. A search asked by a few of its trigrams (SearchValues) checks
 * each row found against its text last, so only for the rows the other conditions keep.
 */
export function ftsMatches(
  list: SearchableList,
  query: string,
  values: SearchValues,
  conditions: readonly Expression<SqlBool>[],
): RawBuilder<unknown> {
  const fts = sql.table(lists[list].fts);
  const keys = sql.table(lists[list].keys);
  const all =
    values.trigrams !== null && values.pattern !== null
      ? [...conditions, keyTextContains(values.pattern)]
      : conditions;
  return sql`from ${fts} join ${keys} k on k.seq = ${fts}.rowid where ${fts} match ${query} and ${sql.join(all, sql` and `)}`;
}

/**
 * True when the key table's text of the row (`k`, ftsMatches) contains the search's text, by `like`
 * with its `pattern`: for a search asked by `trigrams` only (SearchValues), whose text is printable
 * ASCII, where `like`'s case folding (A-Z) is the tokenizer's. The pattern is not a bare parameter:
 * SQLite prepares a statement with `like ?` anew whenever `?` is bound (for its LIKE optimisation),
 * which cost about 1 ms a call, more than the search (docs/adr/0018-message-counters-and-text-search.md); `cast(? as text)` is
 * not looked into.
 */
function keyTextContains(pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`k.search_text like cast(${pattern} as text) escape '\\'`;
}

/**
 * True when the row of `list` contains the search's text, by `like` with its `pattern` (TextSearch) on
 * the row's `search_text`: on PostgreSQL through the trigram index, on SQLite (a search too short for
 * FTS) by reading the claim's rows.
 */
export function containsText(list: SearchableList, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${list}.search_text`)} like lower(cast(${pattern} as text)) escape '\\'`;
}
