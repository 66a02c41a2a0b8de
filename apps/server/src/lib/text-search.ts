import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * Search over message text (team brief issue 5 "Agreed semantics"): trimmed, case-insensitive
 * substring, `%` and `_` literal. The same SQL on SQLite and PostgreSQL: the row's generated,
 * lower-cased `search_text` (migration 0005) `like lower(?) escape '\'`. Neither database can use an
 * index for a substring, so the claim's own index narrows the rows first (migration 0003); reading one
 * ready column instead of folding each column per row is what keeps a search over 10 000 messages
 * cheap. SQLite's lower() folds ASCII letters only; PostgreSQL's folds all.
 */

/** The LIKE pattern for a search text, or null when there is nothing to search for. */
export function searchPatternOf(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when the table's search text contains the pattern's text. */
export function containsText(searchTextColumn: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(searchTextColumn)} like lower(cast(${pattern} as text)) escape '\\'`;
}
