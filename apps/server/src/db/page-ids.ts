import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from './schema.js';

/*
 * A list page (inbox, sent items) is one statement: the page's ids are chosen from an index by a
 * subquery with LIMIT and OFFSET, then only those rows are read whole. Both values are parameters, so
 * the statement is one prepared shape (compiled-query.ts, postgres-prepared.ts).
 *
 * PostgreSQL plans a prepared statement's generic (cached) plan guessing that a parameter LIMIT keeps a
 * tenth of the rows, so `id IN (subquery)` looks like a thousand-row join: its generic plan scans whole
 * tables, and the planner falls back to planning every call anew (issue 15: about 0.35 ms of database
 * CPU per page, ten times running it). Written as `id = any(array(subquery))` with LIMIT and OFFSET as
 * sub-selects, the estimate is the same with or without the values, the outer side is a lookup of a
 * few ids, and PostgreSQL keeps the one good plan (measured: 0.07 ms a page). SQLite plans a prepared
 * statement once with its own estimates and keeps the plain form.
 */

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A page's LIMIT or OFFSET as the subquery carries it. */
export function pageBound(db: Kysely<Database>, value: number): number | RawBuilder<number> {
  return isPostgres(db) ? sql<number>`(select ${value}::bigint)` : value;
}

/**
 * `column` is one of the ids `pageIds` answers: a subquery selecting one column, a query builder or a
 * raw `(select ...)`; either comes with its own parentheses (a second pair would make `in` compare
 * with the first row only).
 */
export function isOneOfPageIds(
  db: Kysely<Database>,
  column: string,
  pageIds: Expression<unknown>,
): RawBuilder<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} = any(array${pageIds})`
    : sql<SqlBool>`${sql.ref(column)} in ${pageIds}`;
}
