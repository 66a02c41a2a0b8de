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
import { isOneOfPageIds } from '../../db/page-ids.js';
import type { Database, NewRow } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimListPages } from '../claim-lists/index.js';
import {
  type SessionCheckValues,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from '../session/index.js';
import type { TimeBounds } from '../../lib/date-range.js';
import {
  type SearchValues,
  type TextSearch,
  containsText,
  ftsMatches,
  ftsQueryOf,
  searchValuesOf,
} from '../../db/text-search.js';

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
 * after them, to be run for every row the index found (docs/adr/0018-message-counters-and-text-search.md: 10 % of a search). An
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
interface FilterValues extends TimeBounds, SearchValues {}

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
 * The inbox's pages (claim-lists: one statement a page, total and rows), newest received first, ties
 * by id so pages never overlap or skip. Unfiltered: the claim's counter (migration 0008) and the page
 * read from the nearer end of the claim's messages. Filtered by a date range or search: the matches
 * found once through the index that finds them (the FTS index on SQLite, the trigram or claim index
 * on PostgreSQL) and counted. An unlinked claim answers no page.
 */
export const { findFilteredPage, findUnfilteredPage } = claimListPages<
  MessageRow,
  InboxFilters,
  FilterValues
>({
  counterOf: (db, scope, holds) =>
    db
      .selectFrom('inbox_counts')
      .select('inbox_counts.total')
      .where('inbox_counts.claim_id', '=', scope.claimId)
      .where(claimStillLinked(scope))
      .$if(holds !== null, (query) => query.where(holds!)),
  idsInOrder: (db, scope, direction) =>
    db
      .selectFrom('inbox_messages')
      .select('inbox_messages.id')
      .where('inbox_messages.claim_id', '=', scope.claimId)
      .orderBy('inbox_messages.received_at', direction)
      .orderBy('inbox_messages.id', direction),
  matchesOf: (db, scope, filters) => {
    const ftsQuery = ftsQueryOf(filters);
    return ftsQuery !== null
      ? sql`(select k.row_id as id, k.received_at as at ${ftsMatching(scope, filters, ftsQuery)})`
      : db
          .selectFrom('inbox_messages')
          .select(['inbox_messages.id', 'inbox_messages.received_at as at'])
          .where((eb) => matching(eb, scope, filters));
  },
  rowsOf: messageRows,
  order: sql`p.received_at desc, p.id desc, p.file_position`,
  valuesOf: async (db, filters) => ({
    from: filters.from,
    to: filters.to,
    ...(await searchValuesOf(db, 'inbox_messages', filters.search)),
  }),
});

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

/** A message into the claimant's inbox (the provider's send, modules/provider-messages). */
export async function insertInboxMessage(db: Kysely<Database>, row: NewRow<'inbox_messages'>): Promise<void> {
  await db.insertInto('inbox_messages').values(row).execute();
}
