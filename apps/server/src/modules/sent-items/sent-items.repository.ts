import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { compiledQueryByShape } from '../../db/compiled-query.js';
import {
  type PageStatementRow,
  filteredPageWithTotal,
  isOneOfPageIds,
  pageOf,
  pageWithTotal,
} from '../../db/page-ids.js';
import type { Database } from '../../db/schema.js';
import type { TimeBounds } from '../../lib/date-range.js';
import type { MessagingScope } from '../../http/caller-context.js';
import {
  type SessionCheckValues,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from '../session/session-check.js';
import { claimStillLinked, claimStillLinkedOnce } from '../inbox/inbox.repository.js';
import {
  type SearchValues,
  type TextSearch,
  containsText,
  ftsMatches,
  ftsQueryOf,
  searchValuesOf,
} from '../../lib/text-search.js';

/** SQL for the claimant's sent items; rules live in sent-items.service.ts. */

export interface SentItemFilters extends TimeBounds {
  /** Text to find in SubjectMain, SubjectOther or Message (text-search.ts), or null. */
  search: TextSearch | null;
  /** SentItemTypes ids to keep (a parent and its children); null or empty for All Documents. */
  requestTypes: readonly number[] | null;
}

type SentItemsBuilder = ExpressionBuilder<Database, 'sent_items'>;

/** A filtered page's filters as the values its statement runs with (compiledQueryByShape). */
interface FilterValues extends TimeBounds, SearchValues, SessionCheckValues {
  /** The request types kept (null for All Documents): their count is part of the statement's shape. */
  requestTypes: readonly number[] | null;
}

/**
 * The claimant's own items on the selected claim (index of migration 0003), while that claim is still
 * linked to them (as the inbox), filtered.
 */
function matching(eb: SentItemsBuilder, scope: MessagingScope, filters: FilterValues): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [
    eb('sent_items.claimant_id', '=', scope.claimantId),
    eb('sent_items.claim_id', '=', scope.claimId),
    claimStillLinked(scope),
  ];
  if (filters.from !== null) conditions.push(eb('sent_items.sent_at', '>=', filters.from));
  if (filters.to !== null) conditions.push(eb('sent_items.sent_at', '<', filters.to));
  if (filters.pattern !== null) conditions.push(containsText('sent_items', filters.pattern));
  if (filters.requestTypes !== null) {
    conditions.push(eb('sent_items.request_type', 'in', [...filters.requestTypes]));
  }
  return eb.and(conditions);
}

/**
 * SQLite's FTS matches of the claimant's claim (text-search.ts), filtered on the key table's copy of
 * the owner, sent_at and request_type: the search never reads a sent item until the page's ten.
 */
function ftsMatching(scope: MessagingScope, filters: FilterValues, query: string): RawBuilder<unknown> {
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`k.claimant_id = ${scope.claimantId}`,
    sql<SqlBool>`k.claim_id = ${scope.claimId}`,
    claimStillLinkedOnce(scope),
  ];
  if (filters.from !== null) conditions.push(sql<SqlBool>`k.sent_at >= ${filters.from}`);
  if (filters.to !== null) conditions.push(sql<SqlBool>`k.sent_at < ${filters.to}`);
  if (filters.requestTypes !== null) {
    conditions.push(sql<SqlBool>`k.request_type in (${sql.join(filters.requestTypes)})`);
  }
  return ftsMatches('sent_items', query, filters, conditions);
}

/** True when the filters leave every item of the claimant's claim in the list. */
export function isUnfiltered(filters: SentItemFilters): boolean {
  return (
    filters.from === null &&
    filters.to === null &&
    filters.search === null &&
    (filters.requestTypes === null || filters.requestTypes.length === 0)
  );
}

/**
 * The page of `limit` items at `offset` matching a filter, date range or search, newest sent first, and
 * how many match, in one statement: the matches are found once through the index that finds them (the
 * FTS index on SQLite, the trigram or owner index on PostgreSQL), counted, and the page's ids read from
 * them from the nearer end (page-ids.ts). Ties by id so pages never overlap or skip.
 */
export async function findFilteredPage(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: SentItemFilters,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: SentItemPageRow[] }> {
  const values: FilterValues = {
    from: filters.from,
    to: filters.to,
    ...(await searchValuesOf(db, 'sent_items', filters.search)),
    requestTypes:
      filters.requestTypes !== null && filters.requestTypes.length > 0 ? filters.requestTypes : null,
    ...sessionCheckValuesOf(scope.check),
  };
  const rows = await filteredPage(db, [scope.claimantId, scope.claimId, offset, limit], values);
  requireHeld(scope.check, rows);
  return pageOf(rows);
}

/** findFilteredPage's statement, one per shape of filters (bounds set, search kind, request types). */
const filteredPage = compiledQueryByShape(
  (
    db,
    [claimantId, claimId, offset, limit]: readonly [string, string, number, number],
    filters: FilterValues,
  ) => {
    const scope = { claimantId, claimId };
    const ftsQuery = ftsQueryOf(filters);
    const matches =
      ftsQuery !== null
        ? sql`(select k.row_id as id, k.sent_at as at ${ftsMatching(scope, filters, ftsQuery)})`
        : db
            .selectFrom('sent_items')
            .select(['sent_items.id', 'sent_items.sent_at as at'])
            .where((eb) => matching(eb, scope, filters));
    return filteredPageWithTotal(
      db,
      { matches, holds: sessionHolds(filters, claimId), offset, limit },
      (pageIds) => sentItemRows(db, pageIds),
      sql`p.sent_at desc, p.id desc, p.file_position`,
    ) as RawBuilder<PageStatementRow<SentItemRow>>;
  },
);

/**
 * The items `pageIds` answers, each with what the provider said of its submission (read receipt,
 * payment status) and the submission's files (one row per file, in its order; `file_id` null when
 * there is none), so a page is one round trip to the database.
 */
function sentItemRows(db: Kysely<Database>, pageIds: Expression<unknown>) {
  return db
    .selectFrom('sent_items')
    .leftJoin('submissions', 'submissions.id', 'sent_items.submission_id')
    .leftJoin('submission_files', 'submission_files.submission_id', 'sent_items.submission_id')
    .leftJoin('stored_files', (join) =>
      join
        .onRef('stored_files.id', '=', 'submission_files.file_id')
        .on('stored_files.status', '!=', 'discarded'),
    )
    .select([
      'sent_items.id',
      'sent_items.subject_main',
      'sent_items.subject_other',
      'sent_items.message',
      'sent_items.sent_at',
      'submissions.received_at',
      'submissions.payment',
      'stored_files.id as file_id',
      'stored_files.filename as file_name',
      'submission_files.position as file_position',
    ])
    .where(isOneOfPageIds(db, 'sent_items.id', pageIds));
}

type SentItemRow = Awaited<ReturnType<ReturnType<typeof sentItemRows>['execute']>>[number];

/**
 * The unfiltered page of `limit` items at `offset` and the total from the claimant's counter, in one
 * statement compiled once (page-ids.ts pageWithTotal, compiled-query.ts). An unlinked claim answers
 * no row; a page past the end one row with only the total.
 */
const unfilteredPage = compiledQueryByShape(
  (
    db,
    [claimantId, claimId, offset, limit]: readonly [string, string, number, number],
    check: SessionCheckValues,
  ) => {
    const holds = sessionHolds(check, claimId);
    return pageWithTotal(
      db,
      {
        totalOf: db
          .selectFrom('sent_item_counts')
          .select('sent_item_counts.total')
          .where('sent_item_counts.claimant_id', '=', claimantId)
          .where('sent_item_counts.claim_id', '=', claimId)
          .where(claimStillLinked({ claimantId, claimId }))
          .$if(holds !== null, (query) => query.where(holds!)),
        idsInOrder: (direction) =>
          db
            .selectFrom('sent_items')
            .select('sent_items.id')
            .where('sent_items.claimant_id', '=', claimantId)
            .where('sent_items.claim_id', '=', claimId)
            .orderBy('sent_items.sent_at', direction)
            .orderBy('sent_items.id', direction),
        offset,
        limit,
      },
      (pageIds) => sentItemRows(db, pageIds),
      sql`p.sent_at desc, p.id desc, p.file_position`,
    ) as RawBuilder<PageStatementRow<SentItemRow>>;
  },
);

/**
 * The claimant's total on the claim (their counter) and the unfiltered page of `limit` items at
 * `offset`, newest sent first, read from the nearer end of the list (db/page-ids.ts), in one round trip.
 */
export async function findUnfilteredPage(
  db: Kysely<Database>,
  scope: MessagingScope,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: SentItemPageRow[] }> {
  const rows = await unfilteredPage(
    db,
    [scope.claimantId, scope.claimId, offset, limit],
    sessionCheckValuesOf(scope.check),
  );
  requireHeld(scope.check, rows);
  return pageOf(rows);
}

export type SentItemPageRow = SentItemRow;

/** The SentItemTypes list as id → parent id (a handful of rows). */
export async function findSentItemTypes(db: Kysely<Database>) {
  return db
    .selectFrom('dropdown_items')
    .select(['item_id', 'parent_id'])
    .where('list_type', '=', 'SentItemTypes')
    .execute();
}
