import type { Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import { compiledQueryByShape } from '../../db/compiled-query.js';
import {
  type IdsInOrder,
  type PageStatementRow,
  filteredPageWithTotal,
  pageOf,
  pageWithTotal,
} from '../../db/page-ids.js';
import type { Database } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { groupBy } from '../../lib/group-by.js';
import {
  type SessionCheckValues,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from '../session/index.js';

/**
 * The list-page skeleton of the selected claim's lists, the inbox and sent items (issue 31: one
 * skeleton, each list configuring it). A page is one statement (db/page-ids.ts): unfiltered, the
 * list's counter is the total and the page's ids are read from the nearer end of the claim's list;
 * filtered, the matches are found once, counted, and paged newest first, ties by id. Either way the
 * statement is compiled once per shape (compiled-query.ts), carries a kept session's check
 * (modules/session/session-check.ts), and its rows are grouped into the page's items.
 */

export type ClaimScope = Pick<MessagingScope, 'claimId' | 'claimantId'>;

export interface ClaimListSource<Filters, Values extends object> {
  /** The claim's count of the list (its counter), answering no row unless `holds` holds (when given). */
  counterOf(db: Kysely<Database>, scope: ClaimScope, holds: Expression<SqlBool> | null): Expression<unknown>;
  /** The claim's ids in the list's order, newest first for 'desc', ties by id. */
  idsInOrder(db: Kysely<Database>, scope: ClaimScope, direction: 'asc' | 'desc'): ReturnType<IdsInOrder>;
  /** A filtered list's matches as `id` and `at` (the time it is ordered by). */
  matchesOf(db: Kysely<Database>, scope: ClaimScope, values: Values): Expression<unknown>;
  /** The rows of the page's ids, one or more per item. */
  rowsOf(db: Kysely<Database>, pageIds: Expression<unknown>): Expression<unknown>;
  /** The order of the page's rows (the statement's columns as `p`). */
  order: RawBuilder<unknown>;
  /** A filtered page's filters as the values its statement runs with (compiledQueryByShape). */
  valuesOf(db: Kysely<Database>, filters: Filters): Promise<Values>;
}

/** A page: the list's total (all matching), its rows, and its items (each item's rows) in the page's order. */
export interface ClaimListPage<Row> {
  total: number;
  rows: Row[];
  items: Row[][];
}

type Fixed = readonly [claimId: string, claimantId: string, offset: number, limit: number];

export interface ClaimListPages<Row, Filters> {
  findUnfilteredPage(
    db: Kysely<Database>,
    scope: MessagingScope,
    offset: number,
    limit: number,
  ): Promise<ClaimListPage<Row>>;
  findFilteredPage(
    db: Kysely<Database>,
    scope: MessagingScope,
    filters: Filters,
    offset: number,
    limit: number,
  ): Promise<ClaimListPage<Row>>;
}

/** The page reads of one list, configured by its source; `Row` is what `rowsOf` answers. */
export function claimListPages<Row extends { id: string }, Filters, Values extends object>(
  source: ClaimListSource<Filters, Values>,
): ClaimListPages<Row, Filters> {
  const unfilteredPage = compiledQueryByShape(
    (db, [claimId, claimantId, offset, limit]: Fixed, check: SessionCheckValues) => {
      const scope = { claimId, claimantId };
      return pageWithTotal(
        db,
        {
          totalOf: source.counterOf(db, scope, sessionHolds(check, claimId)),
          idsInOrder: (direction) => source.idsInOrder(db, scope, direction),
          offset,
          limit,
        },
        (pageIds) => source.rowsOf(db, pageIds),
        source.order,
      ) as RawBuilder<PageStatementRow<Row>>;
    },
  );
  const filteredPage = compiledQueryByShape(
    (db, [claimId, claimantId, offset, limit]: Fixed, values: Values & SessionCheckValues) =>
      filteredPageWithTotal(
        db,
        {
          matches: source.matchesOf(db, { claimId, claimantId }, values),
          holds: sessionHolds(values, claimId),
          offset,
          limit,
        },
        (pageIds) => source.rowsOf(db, pageIds),
        source.order,
      ) as RawBuilder<PageStatementRow<Row>>,
  );
  const itemsOf = (scope: MessagingScope, rows: readonly PageStatementRow<Row>[]): ClaimListPage<Row> => {
    requireHeld(scope.check, rows);
    const page = pageOf(rows);
    return { ...page, items: [...groupBy(page.rows, (row) => row.id).values()] };
  };
  return {
    async findUnfilteredPage(db, scope, offset, limit) {
      const fixed: Fixed = [scope.claimId, scope.claimantId, offset, limit];
      return itemsOf(scope, await unfilteredPage(db, fixed, sessionCheckValuesOf(scope.check)));
    },
    async findFilteredPage(db, scope, filters, offset, limit) {
      const values = { ...(await source.valuesOf(db, filters)), ...sessionCheckValuesOf(scope.check) };
      const fixed: Fixed = [scope.claimId, scope.claimantId, offset, limit];
      return itemsOf(scope, await filteredPage(db, fixed, values));
    },
  };
}
