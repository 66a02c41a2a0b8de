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
 */

export interface TextSearch {
  /** The `like` pattern: the trimmed text between `%`, with `\`, `%` and `_` escaped. */
  pattern: string;
  /** The FTS5 query (one quoted string), or null when the text is too short for a trigram. */
  phrase: string | null;
}

const TRIGRAM = 3;

/** What to search for, or null when there is nothing to search for. */
export function textSearchOf(search: string | null | undefined): TextSearch | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  return {
    pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    // Inside an FTS5 string everything is literal but the double quote, written twice.
    phrase: [...text].length >= TRIGRAM ? `"${text.replaceAll('"', '""')}"` : null,
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

/** The FTS5 phrase when this database answers the search from its FTS index (SQLite), else null. */
export function ftsPhraseOf(db: Kysely<Database>, search: TextSearch | null): string | null {
  return search === null || isPostgres(db) ? null : search.phrase;
}

/**
 * The one value this database searches with: the FTS5 `phrase` (SQLite, three characters or more) or
 * else the `like` `pattern`; both null without a search. A statement's shape follows which is set
 * (db/compiled-query.ts compiledQueryByShape).
 */
export interface SearchValues {
  phrase: string | null;
  pattern: string | null;
}

export function searchValuesOf(db: Kysely<Database>, search: TextSearch | null): SearchValues {
  const phrase = ftsPhraseOf(db, search);
  return { phrase, pattern: phrase === null ? (search?.pattern ?? null) : null };
}

/**
 * `from ... where` of the FTS rows of `list` matching `phrase`, joined to the list's key table as `k`
 * (its row_id and the columns a search filters and orders by): the repository adds its conditions.
 */
export function ftsMatches(list: SearchableList, phrase: string): RawBuilder<unknown> {
  const fts = sql.table(lists[list].fts);
  const keys = sql.table(lists[list].keys);
  return sql`from ${fts} join ${keys} k on k.seq = ${fts}.rowid where ${fts} match ${phrase}`;
}

/**
 * True when the row of `list` contains the search's text, by `like` with its `pattern` (TextSearch) on
 * the row's `search_text`: on PostgreSQL through the trigram index, on SQLite (a search too short for
 * FTS) by reading the claim's rows.
 */
export function containsText(list: SearchableList, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${list}.search_text`)} like lower(cast(${pattern} as text)) escape '\\'`;
}
