import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from './schema.js';

/*
 * A list's rows as one JSON value inside a statement that answers one row (issue 32's getpayments):
 * each row a JSON array of `values` in order, the rows in `orderBy`'s order. better-sqlite3 makes a
 * JavaScript value of every column of every row, and that was a third of a 26-row page's statement on
 * SQLite; one JSON text parsed once costs less, and one row lets the statement carry other values and
 * its session's check beside the list without a union. PostgreSQL: json_agg (the driver parses json);
 * SQLite: json_group_array (3.44+ takes ORDER BY inside an aggregate), answered as text.
 */

/** JSON of the rows of the query `values` and `orderBy` are spelled in: `[[v1, v2, ...], ...]`. */
export function jsonRowsOf(
  db: Kysely<Database>,
  values: readonly Expression<unknown>[],
  orderBy: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const list = sql.join(values);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`json_agg(json_build_array(${list}) order by ${orderBy})`
    : sql`json_group_array(json_array(${list}) order by ${orderBy})`;
}

/** The rows jsonRowsOf made of `columns`' values, as objects with those names (none: no row). */
export function rowsOfJson<Row>(value: unknown, columns: readonly (keyof Row & string)[]): Row[] {
  if (value === null || value === undefined) return [];
  const lists = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][];
  return lists.map((values) => {
    const row: Record<string, unknown> = {};
    columns.forEach((column, index) => (row[column] = values[index]));
    return row as Row;
  });
}
