import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Search over message text (team brief issue 5 "Agreed semantics"): trimmed, case-insensitive
 * substring, `%` and `_` literal, never across the end of one part (subject) and the start of the next.
 * Answered by the database's own text index (migration 0008, docs/decisions.md "Messaging counts and
 * search"), so a search costs what it finds rather than a pass over every message of the claim:
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
 *   (docs/decisions.md §64). So the index is asked only for the rows holding each of a few trigrams
 *   that together cover the text (`trigrams`: "hydrotherapy" is hyd, rot, her, apy, where the phrase
 *   reads ten), and each such row is kept when the key table's copy of its text contains the search
 *   (migration 0010: each part folded as the tokenizer folds ASCII, parts joined by a line break, which
 *   printable ASCII has not). The same rows as the phrase's, proved in 0010's comment.
 */

export interface TextSearch {
  /** The `like` pattern: the trimmed text between `%`, with `\`, `%` and `_` escaped. */
  pattern: string;
  /** The FTS5 query (one quoted string), or null when the text is too short for a trigram. */
  phrase: string | null;
  /**
   * An FTS5 query asking for the rows holding every one of a few trigrams that cover the text, whose
   * rows are then checked against the text itself (`pattern`); null when the phrase is asked for
   * instead (text not in printable ASCII, or too short for fewer trigrams than the phrase's).
   */
  trigrams: string | null;
}

const TRIGRAM = 3;

/** Inside an FTS5 string everything is literal but the double quote, written twice. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Space to tilde: no line break (the parts' separator in the key tables' text) and no folding. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The trigrams at 0, 3, 6, ... and the last one: every character of `text` is in one of them, and they
 * are fewer than the phrase's (one per character but the last two) from five characters on. Lower
 * case, as the tokenizer folds both the rows and the query; each trigram once.
 */
export function coveringTrigrams(text: string): string[] {
  const folded = text.toLowerCase();
  const starts: number[] = [];
  for (let start = 0; start + TRIGRAM < folded.length; start += TRIGRAM) starts.push(start);
  starts.push(folded.length - TRIGRAM);
  return [...new Set(starts.map((start) => folded.slice(start, start + TRIGRAM)))];
}

/** What to search for, or null when there is nothing to search for. */
export function textSearchOf(search: string | null | undefined): TextSearch | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  const length = [...text].length;
  const covered = PRINTABLE_ASCII.test(text) && length >= 5;
  return {
    pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    phrase: length >= TRIGRAM ? ftsString(text) : null,
    trigrams: covered ? coveringTrigrams(text).map(ftsString).join(' AND ') : null,
  };
}

/** The searchable lists: their SQLite FTS5 table and key table (migration 0008). */
const lists = {
  inbox_messages: { fts: 'inbox_messages_fts', keys: 'inbox_message_search_keys' },
  sent_items: { fts: 'sent_items_fts', keys: 'sent_item_search_keys' },
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
 * - `trigrams` and `pattern`: SQLite's FTS index answers the rows holding the covering trigrams
 *   (TextSearch.trigrams) and `pattern` is `like`d on the key table's text (keyTextContains);
 * - `pattern` alone: `like` on the list's `search_text` (containsText), on PostgreSQL through its
 *   trigram index, on SQLite for a search too short for a trigram.
 */
export interface SearchValues {
  phrase: string | null;
  trigrams: string | null;
  pattern: string | null;
}

export function searchValuesOf(db: Kysely<Database>, search: TextSearch | null): SearchValues {
  if (search === null) return { phrase: null, trigrams: null, pattern: null };
  if (isPostgres(db) || search.phrase === null) {
    return { phrase: null, trigrams: null, pattern: search.pattern };
  }
  if (search.trigrams !== null) return { phrase: null, trigrams: search.trigrams, pattern: search.pattern };
  return { phrase: search.phrase, trigrams: null, pattern: null };
}

/** The FTS5 query of SearchValues (its phrase or its trigrams), or null when the FTS index is not asked. */
export function ftsQueryOf(values: SearchValues): string | null {
  return values.phrase ?? values.trigrams;
}

/**
 * `from ... where` of the FTS rows of `list` matching `query` (ftsQueryOf), joined to the list's key
 * table as `k` (its row_id, the columns a search filters and orders by, and the text keyTextContains
 * reads): the repository adds its conditions.
 */
export function ftsMatches(list: SearchableList, query: string): RawBuilder<unknown> {
  const fts = sql.table(lists[list].fts);
  const keys = sql.table(lists[list].keys);
  return sql`from ${fts} join ${keys} k on k.seq = ${fts}.rowid where ${fts} match ${query}`;
}

/**
 * True when the key table's text of the row (`k`, ftsMatches) contains the search's text, by `like`
 * with its `pattern`: for a search asked by `trigrams` only (SearchValues), whose text is printable
 * ASCII, where `like`'s case folding (A-Z) is the tokenizer's. The pattern is not a bare parameter:
 * SQLite prepares a statement with `like ?` anew whenever `?` is bound (for its LIKE optimisation),
 * which cost more than the search (measured 0.9 ms a call); `cast(? as text)` is not looked into.
 */
export function keyTextContains(pattern: string): Expression<SqlBool> {
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
