import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  PostgresAdapter,
  type SqlBool,
  sql,
} from 'kysely';
import { compiledQueryByShape } from '../../db/compiled-query.js';
import { jsonRowsOf } from '../../db/json-rows.js';
import { isOneOfPageIds } from '../../db/page-ids.js';
import type { Database } from '../../db/schema.js';
import type { TimeBounds } from '../../lib/date-range.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimListPages } from '../claim-lists/index.js';
import { claimStillLinked, claimStillLinkedOnce } from '../inbox/index.js';
import {
  type SearchValues,
  type TextSearch,
  containsText,
  ftsMatches,
  ftsQueryOf,
  searchValuesOf,
} from '../../db/text-search.js';

/** SQL for the claimant's sent items; rules live in sent-items.service.ts. */

export interface SentItemFilters extends TimeBounds {
  /** Text to find in SubjectMain, SubjectOther or Message (text-search.ts), or null. */
  search: TextSearch | null;
  /** SentItemTypes ids to keep (a parent and its children); null or empty for All Documents. */
  requestTypes: readonly number[] | null;
}

type SentItemsBuilder = ExpressionBuilder<Database, 'sent_items'>;

/** A filtered page's filters as the values its statement runs with (compiledQueryByShape). */
interface FilterValues extends TimeBounds, SearchValues {
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
 * The payment that pays a reimbursement (issue 32: the latest not cancelled), for its sent item to link
 * to. A read of modules/payments' table through payments_submission_idx, as getfilecontent's
 * remittance check is (payments reads sent items through this module's service, so this module may
 * not call back into payments' without a loop). Read inside the page's own statement: as a second
 * statement it cost every page holding a reimbursement one more round trip, which on PostgreSQL kept
 * the sent items' pages under half a bare route's rate (issue 33's bench: 0.44-0.45×). PostgreSQL reads
 * it as a lateral join through the index. Joined by an id the subquery finds, its planner hashed the
 * whole payments table for every page (0.12 ms of getpayments' 0.38 ms with 500 payments). SQLite has
 * no lateral join and looks the id up in the id index.
 */
function paymentOfItem(eb: ExpressionBuilder<Database, 'sent_items' | 'submissions'>) {
  return eb
    .selectFrom('payments')
    .whereRef('payments.submission_id', '=', 'sent_items.submission_id')
    .where('submissions.kind', '=', 'receipts')
    .where('payments.status', '!=', 'cancelled')
    .orderBy('payments.payment_date', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(sql.lit(1));
}

/** A sent item with its submission and the submission's files. */
function itemsWithFiles(db: Kysely<Database>) {
  return db
    .selectFrom('sent_items')
    .leftJoin('submissions', 'submissions.id', 'sent_items.submission_id')
    .leftJoin('submission_files', 'submission_files.submission_id', 'sent_items.submission_id')
    .leftJoin('stored_files', (join) =>
      join
        .onRef('stored_files.id', '=', 'submission_files.file_id')
        .on('stored_files.status', '!=', 'discarded'),
    );
}

/** SQLite's join of the paying payment: its row by the id paymentOfItem finds. */
function joinPayingById(query: ReturnType<typeof itemsWithFiles>) {
  return query.leftJoin('payments as paying', (join) =>
    join.on((eb) => eb('paying.id', '=', paymentOfItem(eb).select('payments.id'))),
  );
}

/**
 * The items `pageIds` answers, each with what the provider said of its submission (read receipt,
 * payment status) and the submission's files (one row per file, in its order; `file_id` null when
 * there is none), so a page is one round trip to the database; a reimbursement's item with the payment
 * that pays it (`paying`, issue 32), to link to.
 */
function sentItemRows(db: Kysely<Database>, pageIds: Expression<unknown>) {
  const items = itemsWithFiles(db);
  const withPaying =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? // The same columns under the same name: the lateral subquery stands for the payment's row.
        (items.leftJoinLateral(
          (eb) => paymentOfItem(eb).select(['payments.id', 'payments.financial_year']).as('paying'),
          (join) => join.onTrue(),
        ) as unknown as ReturnType<typeof joinPayingById>)
      : joinPayingById(items);
  return withPaying
    .select([
      'sent_items.id',
      'sent_items.subject_main',
      'sent_items.subject_other',
      'sent_items.message',
      'sent_items.sent_at',
      'submissions.received_at',
      'submissions.payment',
      'sent_items.submission_id',
      'stored_files.id as file_id',
      'stored_files.filename as file_name',
      'submission_files.position as file_position',
      'paying.id as payment_id',
      'paying.financial_year as payment_financial_year',
    ])
    .where(isOneOfPageIds(db, 'sent_items.id', pageIds));
}

type SentItemRow = Awaited<ReturnType<ReturnType<typeof sentItemRows>['execute']>>[number];

/**
 * The sent items' pages (claim-lists: one statement a page, total and rows), newest sent first, ties
 * by id so pages never overlap or skip. Unfiltered: the claimant's counter on the claim (migration
 * 0008) and the page read from the nearer end of their items. Filtered by a request type, date range
 * or search: the matches found once through the index that finds them (the FTS index on SQLite, the
 * trigram or owner index on PostgreSQL) and counted. An unlinked claim answers no page.
 */
export const { findFilteredPage, findUnfilteredPage } = claimListPages<
  SentItemRow,
  SentItemFilters,
  FilterValues
>({
  counterOf: (db, scope, holds) =>
    db
      .selectFrom('sent_item_counts')
      .select('sent_item_counts.total')
      .where('sent_item_counts.claimant_id', '=', scope.claimantId)
      .where('sent_item_counts.claim_id', '=', scope.claimId)
      .where(claimStillLinked(scope))
      .$if(holds !== null, (query) => query.where(holds!)),
  idsInOrder: (db, scope, direction) =>
    db
      .selectFrom('sent_items')
      .select('sent_items.id')
      .where('sent_items.claimant_id', '=', scope.claimantId)
      .where('sent_items.claim_id', '=', scope.claimId)
      .orderBy('sent_items.sent_at', direction)
      .orderBy('sent_items.id', direction),
  matchesOf: (db, scope, filters) => {
    const ftsQuery = ftsQueryOf(filters);
    return ftsQuery !== null
      ? sql`(select k.row_id as id, k.sent_at as at ${ftsMatching(scope, filters, ftsQuery)})`
      : db
          .selectFrom('sent_items')
          .select(['sent_items.id', 'sent_items.sent_at as at'])
          .where((eb) => matching(eb, scope, filters));
  },
  rowsOf: sentItemRows,
  order: sql`p.sent_at desc, p.id desc, p.file_position`,
  valuesOf: async (db, filters) => ({
    from: filters.from,
    to: filters.to,
    ...(await searchValuesOf(db, 'sent_items', filters.search)),
    requestTypes:
      filters.requestTypes !== null && filters.requestTypes.length > 0 ? filters.requestTypes : null,
  }),
});

export type SentItemPageRow = SentItemRow;

// Read for every list of payments that holds a reimbursement's payment (issue 32), so built and compiled
// once for each count of submissions asked about (db/compiled-query.ts; at most PAYMENTS_PER_YEAR_MAX):
// building this statement cost getpayments more server CPU than all of its other work.
const sentItemsOfSubmissionIds = compiledQueryByShape(
  (db, [claimantId, claimId]: readonly [string, string], { ids }: { ids: readonly string[] }) =>
    sentItemRows(
      db,
      db
        .selectFrom('sent_items')
        .select('sent_items.id')
        .where('sent_items.claimant_id', '=', claimantId)
        .where('sent_items.claim_id', '=', claimId)
        .where('sent_items.submission_id', 'in', [...ids])
        .where(claimStillLinked({ claimantId, claimId })),
    )
      .orderBy('sent_items.id')
      .orderBy('submission_files.position'),
);

/**
 * The claimant's sent items of the given submissions on the selected, still linked claim (issue 32: a
 * payment links back to the reimbursement it pays), as page rows, one per file.
 */
export async function findSentItemsOfSubmissions(
  db: Kysely<Database>,
  scope: MessagingScope,
  submissionIds: readonly string[],
): Promise<SentItemRow[]> {
  if (submissionIds.length === 0) return [];
  return sentItemsOfSubmissionIds(db, [scope.claimantId, scope.claimId], { ids: submissionIds });
}

/** A sent item's row as sentItemsOfSubmissionsJson's JSON carries it, column by column. */
export const SENT_ITEM_COLUMNS = [
  'id',
  'subject_main',
  'subject_other',
  'message',
  'sent_at',
  'received_at',
  'payment',
  'submission_id',
  'file_id',
  'file_name',
  'file_position',
  'payment_id',
  'payment_financial_year',
] as const satisfies readonly (keyof SentItemRow)[];

/**
 * The claimant's sent items of the submissions `submissionIds` selects on the claim, as one JSON value
 * (db/json-rows.ts: the rows of findSentItemsOfSubmissions, one per file) for another module's
 * statement to carry: getpayments reads them in its own statement instead of a second round trip
 * (issue 32's bench). The statement carrying it checks that the claim is still linked.
 */
export function sentItemsOfSubmissionsJson(
  db: Kysely<Database>,
  owner: { claimantId: string; claimId: string },
  submissionIds: SelectQueryBuilder<Database, 'payments', { submission_id: string | null }>,
) {
  const rows = sentItemRows(
    db,
    db
      .selectFrom('sent_items')
      .select('sent_items.id')
      .where('sent_items.claimant_id', '=', owner.claimantId)
      .where('sent_items.claim_id', '=', owner.claimId)
      .where('sent_items.submission_id', 'in', submissionIds),
  );
  return db.selectFrom(rows.as('rows')).select(
    jsonRowsOf(
      db,
      SENT_ITEM_COLUMNS.map((column) => sql.ref(`rows.${column}`)),
      sql`rows.id, rows.file_position`,
    ).as('rows'),
  );
}

/** The SentItemTypes list as id → parent id (a handful of rows). */
export async function findSentItemTypes(db: Kysely<Database>) {
  return db
    .selectFrom('dropdown_items')
    .select(['item_id', 'parent_id'])
    .where('list_type', '=', 'SentItemTypes')
    .execute();
}
