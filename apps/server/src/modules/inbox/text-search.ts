import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * Search over message text (team brief issue 5 "Agreed semantics"): trimmed, case-insensitive
 * substring, `%` and `_` literal. The same SQL on SQLite and PostgreSQL: `lower(col) like lower(?)
 * escape '\'`. Neither database can use an index for a substring, so the claim's own index narrows the
 * rows first (migration 0003). SQLite's lower() folds ASCII letters only; PostgreSQL's folds all.
 */

/** The LIKE pattern for a search text, or null when there is nothing to search for. */
export function searchPatternOf(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when any of the columns contains the pattern's text. */
export function containsText(columns: readonly string[], pattern: string): Expression<SqlBool> {
  const matches = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(cast(${pattern} as text)) escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
