import {
  type Expression,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
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

/*
 * A page and its list's total in one statement (issue 15). A page is read from the nearer end of its
 * list: page 9 000-9 010 of 10 000 is rows 990-1 000 counted from the oldest, read forwards, and costs
 * what page 990 would, since a database skips OFFSET rows one by one along its index. Which end depends
 * on the total, which used to cost a round trip of its own before the page's; on PostgreSQL each round
 * trip costs the server more CPU (the socket writes, the driver) than the rows. So the window is worked
 * out inside the statement: `page_window` holds the total and where the page lies, and the ids come
 * from two reads, one per end, of which the window lets only one run. Unfiltered, the total is a
 * counter row (migration 0008); filtered, the matches are found once (a materialised `matches`) and
 * both counted and paged from there.
 */

/** The name the window is known by inside the statement. */
const WINDOW = sql.table('page_window');

/**
 * `page_window(total, newest_take, oldest_take, oldest_skip)` for the page of `limit` rows at `offset`,
 * from `totalOf`: a query answering the list's total as `total` in at most one row (none: an empty or
 * unlinked list, and the statement answers no row). The page's rows are read from one end: the newest
 * end takes `newest_take` rows after skipping `offset`, the oldest end `oldest_take` rows after
 * skipping `oldest_skip`, and the other end takes none (both none past the end of the list).
 */
function pageWindowOf(totalOf: Expression<unknown>, offset: number, limit: number): RawBuilder<unknown> {
  const size = sql`case when c.total - ${offset} < ${limit} then c.total - ${offset} else ${limit} end`;
  const fromOldest = sql`s.size > 0 and s.total - ${offset} - s.size < ${offset}`;
  return sql`select s.total,
      case when s.size > 0 and not (${fromOldest}) then s.size else 0 end as newest_take,
      case when ${fromOldest} then s.size else 0 end as oldest_take,
      case when ${fromOldest} then s.total - ${offset} - s.size else 0 end as oldest_skip
    from (select c.total, ${size} as size from ${totalOf} c) s`;
}

/**
 * A list's ids in newest-first ('desc') or oldest-first order, without a limit: from a table, or from
 * the statement's `matches` (whose rows no table type describes, hence the loose types).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IdsInOrder = (direction: 'asc' | 'desc') => SelectQueryBuilder<any, any, { id: string }>;

/**
 * The page's ids: the newest-first read skips `offset` rows, the oldest-first one `oldest_skip`, and
 * the window gives the other a LIMIT of 0, which both databases answer without reading the index (a
 * condition in WHERE instead would be checked on every index entry by SQLite). LIMIT and OFFSET come
 * from the window, so PostgreSQL's cached plan is the same whatever the values (see pageBound).
 */
function nearerEndIds(db: Kysely<Database>, idsInOrder: IdsInOrder, offset: number): RawBuilder<unknown> {
  const newest = idsInOrder('desc')
    .limit(sql<number>`(select w.newest_take from ${WINDOW} w)`)
    .offset(pageBound(db, offset));
  const oldest = idsInOrder('asc')
    .limit(sql<number>`(select w.oldest_take from ${WINDOW} w)`)
    .offset(sql<number>`(select w.oldest_skip from ${WINDOW} w)`);
  return sql`(select n.id from ${newest} n union all select o.id from ${oldest} o)`;
}

/** What a filtered list's statement finds once and reads twice (count, page): `matches(id, at)`. */
export const MATCHES = sql.table('matches');

/**
 * One statement answering the page of `limit` rows at `offset` with the list's total on every row:
 * `rowsOf(ids)` is the page's rows for the ids the given expression answers (isOneOfPageIds), and
 * `order` the list's order over its columns. `matches`, when given, is the query of a filtered list's
 * matching rows as `id` and `at` (the time it is ordered by), kept as MATCHES for `totalOf` and
 * `idsInOrder` to read. A page past the end, or an empty list, answers one row with only `total` (and
 * no row when `totalOf` answers none).
 */
export function pageWithTotal(
  db: Kysely<Database>,
  page: {
    matches?: Expression<unknown>;
    totalOf: Expression<unknown>;
    idsInOrder: IdsInOrder;
    offset: number;
    limit: number;
  },
  rowsOf: (pageIds: Expression<unknown>) => Expression<unknown>,
  order: RawBuilder<unknown>,
): RawBuilder<{ total: number | string }> {
  // Materialised: found once, where inlining would run a search twice.
  const matches = page.matches ? sql`${MATCHES} as materialized ${page.matches}, ` : sql``;
  return sql<{
    total: number | string;
  }>`with ${matches}${WINDOW} as (${pageWindowOf(page.totalOf, page.offset, page.limit)})
    select w.total, p.* from ${WINDOW} w
    left join ${rowsOf(nearerEndIds(db, page.idsInOrder, page.offset))} p on 1 = 1
    order by ${order}`;
}

/**
 * A filtered list's total for `totalOf`: its matches counted. With `holds` (a kept session's check,
 * modules/session/session-check.ts) no row at all when the check fails, so the statement answers none.
 */
function countOfMatches(holds: Expression<SqlBool> | null): RawBuilder<unknown> {
  return holds === null
    ? sql`(select count(*) as total from ${MATCHES})`
    : sql`(select c.total from (select count(*) as total from ${MATCHES}) c where ${holds})`;
}

/** `matches` as a table of the statement, for `idsInOrder`. */
function fromMatches(db: Kysely<Database>) {
  return db.selectFrom(sql<{ id: string; at: string }>`${MATCHES}`.as('m'));
}

/**
 * pageWithTotal for a filtered list: `matches` (its rows as `id` and `at`) counted for the total and
 * paged newest `at` first, ties by id, with `holds` a kept session's check or null (countOfMatches).
 */
export function filteredPageWithTotal(
  db: Kysely<Database>,
  page: { matches: Expression<unknown>; holds: Expression<SqlBool> | null; offset: number; limit: number },
  rowsOf: (pageIds: Expression<unknown>) => Expression<unknown>,
  order: RawBuilder<unknown>,
): RawBuilder<{ total: number | string }> {
  return pageWithTotal(
    db,
    {
      matches: page.matches,
      totalOf: countOfMatches(page.holds),
      idsInOrder: (direction) =>
        fromMatches(db).select('m.id').orderBy('m.at', direction).orderBy('m.id', direction),
      offset: page.offset,
      limit: page.limit,
    },
    rowsOf,
    order,
  );
}

/** Each column of a row, null: the page's columns where a page past the end has none. */
export type Nullable<Row> = { [Column in keyof Row]: Row[Column] | null };

/** A pageWithTotal statement's rows: the total on each, and a page's columns (null past the end). */
export type PageStatementRow<Row extends { id: unknown }> = { total: number | string } & Nullable<Row>;

/** The total and the page's rows from a pageWithTotal statement's rows (none: total 0). */
export function pageOf<Row extends { id: unknown }>(
  rows: readonly PageStatementRow<Row>[],
): { total: number; rows: Row[] } {
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.filter((row): row is PageStatementRow<Row> & Row => row.id !== null),
  };
}
