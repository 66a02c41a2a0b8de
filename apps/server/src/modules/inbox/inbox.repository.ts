import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  expressionBuilder,
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
import type { MessagingScope } from '../../http/caller-context.js';
import {
  type SessionCheckValues,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from '../session/session-check.js';
import type { TimeBounds } from '../../lib/date-range.js';
import {
  type SearchValues,
  type TextSearch,
  containsText,
  ftsMatches,
  ftsQueryOf,
  searchValuesOf,
} from '../../lib/text-search.js';

/** SQL for the claimant's inbox; rules live in inbox.service.ts. */

export interface InboxFilters extends TimeBounds {
  /** Text to find in the subject or body (text-search.ts), or null. */
  search: TextSearch | null;
}

type MessagesBuilder = ExpressionBuilder<Database, 'inbox_messages'>;

/**
 * The selected claim is still linked to the claimant: a session keeps its selection after the
 * provider unlinks a claim, so everything scoped to it (inbox, sent items, files) checks this too.
 * The check is uncorrelated, so both databases evaluate it once per query.
 */
export function claimStillLinked(scope: MessagingScope): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('claimant_claims')
      .select('claimant_claims.claim_id')
      .where('claimant_claims.claimant_id', '=', scope.claimantId)
      .where('claimant_claims.claim_id', '=', scope.claimId),
  );
}

/**
 * claimStillLinked as a value computed once per statement, for SQLite's FTS searches: SQLite runs a
 * top-level EXISTS as a join and orders it with the statement's tables by its estimates, and once
 * the rows found were checked against their text (text-search.ts ftsMatches) it placed this one
 * after them, to be run for every row the index found (docs/decisions.md §65: 10 % of a search). An
 * uncorrelated scalar subquery is run once, wherever it stands.
 */
export function claimStillLinkedOnce(scope: MessagingScope): Expression<SqlBool> {
  return sql<SqlBool>`(select 1 from claimant_claims
    where claimant_claims.claimant_id = ${scope.claimantId} and claimant_claims.claim_id = ${scope.claimId}) is not null`;
}

/** Messages of the selected claim, and only while that claim is still linked to the claimant. */
function inScope(eb: MessagesBuilder, scope: MessagingScope): Expression<SqlBool> {
  return eb.and([eb('inbox_messages.claim_id', '=', scope.claimId), claimStillLinked(scope)]);
}

/** A filtered page's filters as the values its statement runs with (compiledQueryByShape). */
interface FilterValues extends TimeBounds, SearchValues, SessionCheckValues {}

function matching(eb: MessagesBuilder, scope: MessagingScope, filters: FilterValues): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [inScope(eb, scope)];
  if (filters.from !== null) conditions.push(eb('inbox_messages.received_at', '>=', filters.from));
  if (filters.to !== null) conditions.push(eb('inbox_messages.received_at', '<', filters.to));
  if (filters.pattern !== null) conditions.push(containsText('inbox_messages', filters.pattern));
  return eb.and(conditions);
}

/**
 * SQLite's FTS matches of the claim (text-search.ts), filtered on the key table's copy of claim_id and
 * received_at: the search never reads a message row until the page's ten.
 */
function ftsMatching(scope: MessagingScope, filters: FilterValues, query: string): RawBuilder<unknown> {
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`k.claim_id = ${scope.claimId}`,
    claimStillLinkedOnce(scope),
  ];
  if (filters.from !== null) conditions.push(sql<SqlBool>`k.received_at >= ${filters.from}`);
  if (filters.to !== null) conditions.push(sql<SqlBool>`k.received_at < ${filters.to}`);
  return ftsMatches('inbox_messages', query, filters, conditions);
}

const messageCounts = compiledQueryByShape(
  (db, [claimId, claimantId]: readonly [string, string], check: SessionCheckValues) => {
    const holds = sessionHolds(check, claimId);
    return db
      .selectFrom('inbox_counts')
      .select(['total', 'unread'])
      .where('inbox_counts.claim_id', '=', claimId)
      .where(claimStillLinked({ claimId, claimantId }))
      .$if(holds !== null, (query) => query.where(holds!));
  },
);

/**
 * The claim's messages and unread messages, from the counters the database keeps (migration 0008):
 * one row read, however many messages the claim has. Zero when the claim has none or is unlinked.
 */
export async function findMessageCounts(
  db: Kysely<Database>,
  scope: MessagingScope,
): Promise<{ total: number; unread: number }> {
  const rows = await messageCounts(db, [scope.claimId, scope.claimantId], sessionCheckValuesOf(scope.check));
  requireHeld(scope.check, rows);
  const [row] = rows;
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/**
 * The page of `limit` messages at `offset` matching a date range or search, newest received first,
 * and how many match, in one statement: the matches are found once through the index that finds them
 * (the FTS index on SQLite, the trigram or claim index on PostgreSQL), counted, and the page's ids read
 * from them from the nearer end (page-ids.ts). Ties by id so pages never overlap or skip.
 */
export async function findFilteredPage(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: InboxFilters,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: MessagePageRow[] }> {
  const values: FilterValues = {
    from: filters.from,
    to: filters.to,
    ...(await searchValuesOf(db, 'inbox_messages', filters.search)),
    ...sessionCheckValuesOf(scope.check),
  };
  const rows = await filteredPage(db, [scope.claimId, scope.claimantId, offset, limit], values);
  requireHeld(scope.check, rows);
  return pageOf(rows);
}

/** findFilteredPage's statement, one per shape of filters (date bounds set, search kind: SearchValues). */
const filteredPage = compiledQueryByShape(
  (
    db,
    [claimId, claimantId, offset, limit]: readonly [string, string, number, number],
    filters: FilterValues,
  ) => {
    const scope = { claimId, claimantId };
    const ftsQuery = ftsQueryOf(filters);
    const matches =
      ftsQuery !== null
        ? sql`(select k.row_id as id, k.received_at as at ${ftsMatching(scope, filters, ftsQuery)})`
        : db
            .selectFrom('inbox_messages')
            .select(['inbox_messages.id', 'inbox_messages.received_at as at'])
            .where((eb) => matching(eb, scope, filters));
    return filteredPageWithTotal(
      db,
      { matches, holds: sessionHolds(filters, claimId), offset, limit },
      (pageIds) => messageRows(db, pageIds),
      sql`p.received_at desc, p.id desc, p.file_position`,
    ) as RawBuilder<PageStatementRow<MessageRow>>;
  },
);

/**
 * The messages `pageIds` answers, each with its attachments (one row per attachment, `file_id` null
 * for a message without one), so a page is one round trip to the database.
 */
function messageRows(db: Kysely<Database>, pageIds: Expression<unknown>) {
  return db
    .selectFrom('inbox_messages')
    .leftJoin('inbox_attachments', 'inbox_attachments.message_id', 'inbox_messages.id')
    .leftJoin('stored_files', (join) =>
      join
        .onRef('stored_files.id', '=', 'inbox_attachments.file_id')
        .on('stored_files.status', '!=', 'discarded'),
    )
    .select([
      'inbox_messages.id',
      'inbox_messages.subject',
      'inbox_messages.body',
      'inbox_messages.sent_at',
      'inbox_messages.received_at',
      'inbox_messages.read_at',
      'stored_files.id as file_id',
      'stored_files.filename as file_name',
      'inbox_attachments.position as file_position',
    ])
    .where(isOneOfPageIds(db, 'inbox_messages.id', pageIds));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

/**
 * The unfiltered page of `limit` messages at `offset` and the claim's total from its counter, in one
 * statement compiled once (page-ids.ts pageWithTotal, compiled-query.ts). An unlinked claim answers
 * no row; a page past the end one row with only the total.
 */
const unfilteredPage = compiledQueryByShape(
  (
    db,
    [claimId, claimantId, offset, limit]: readonly [string, string, number, number],
    check: SessionCheckValues,
  ) => {
    const holds = sessionHolds(check, claimId);
    return pageWithTotal(
      db,
      {
        totalOf: db
          .selectFrom('inbox_counts')
          .select('inbox_counts.total')
          .where('inbox_counts.claim_id', '=', claimId)
          .where(claimStillLinked({ claimId, claimantId }))
          .$if(holds !== null, (query) => query.where(holds!)),
        idsInOrder: (direction) =>
          db
            .selectFrom('inbox_messages')
            .select('inbox_messages.id')
            .where('inbox_messages.claim_id', '=', claimId)
            .orderBy('inbox_messages.received_at', direction)
            .orderBy('inbox_messages.id', direction),
        offset,
        limit,
      },
      (pageIds) => messageRows(db, pageIds),
      sql`p.received_at desc, p.id desc, p.file_position`,
    ) as RawBuilder<PageStatementRow<MessageRow>>;
  },
);

/**
 * The claim's total (its counter) and the unfiltered page of `limit` messages at `offset`, newest
 * received first, read from the nearer end of the list (db/page-ids.ts), in one round trip.
 */
export async function findUnfilteredPage(
  db: Kysely<Database>,
  scope: MessagingScope,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: MessagePageRow[] }> {
  const rows = await unfilteredPage(
    db,
    [scope.claimId, scope.claimantId, offset, limit],
    sessionCheckValuesOf(scope.check),
  );
  requireHeld(scope.check, rows);
  return pageOf(rows);
}

export type MessagePageRow = MessageRow;

/** Sets the read time of an unread message in scope; answers whether a row changed. */
export async function markUnreadMessageRead(
  db: Kysely<Database>,
  scope: MessagingScope,
  messageId: string,
  readAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('inbox_messages')
    .set({ read_at: readAt })
    .where('inbox_messages.id', '=', messageId)
    .where((eb) => inScope(eb, scope))
    .where('inbox_messages.read_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function isMessageInScope(
  db: Kysely<Database>,
  scope: MessagingScope,
  messageId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('inbox_messages')
    .select('inbox_messages.id')
    .where('inbox_messages.id', '=', messageId)
    .where((eb) => inScope(eb, scope))
    .executeTakeFirst();
  return row !== undefined;
}
