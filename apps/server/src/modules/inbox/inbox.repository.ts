import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  expressionBuilder,
  sql,
} from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import type { TimeBounds } from '../../lib/date-range.js';
import { type TextSearch, containsText, ftsMatches, ftsPhraseOf } from '../../lib/text-search.js';
import type { PageWindow } from './page-window.js';

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

/** Messages of the selected claim, and only while that claim is still linked to the claimant. */
function inScope(eb: MessagesBuilder, scope: MessagingScope): Expression<SqlBool> {
  return eb.and([eb('inbox_messages.claim_id', '=', scope.claimId), claimStillLinked(scope)]);
}

function matching(eb: MessagesBuilder, scope: MessagingScope, filters: InboxFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [inScope(eb, scope)];
  if (filters.from !== null) conditions.push(eb('inbox_messages.received_at', '>=', filters.from));
  if (filters.to !== null) conditions.push(eb('inbox_messages.received_at', '<', filters.to));
  if (filters.search !== null) conditions.push(containsText('inbox_messages', filters.search));
  return eb.and(conditions);
}

/**
 * SQLite's FTS matches of the claim (text-search.ts), filtered on the key table's copy of claim_id and
 * received_at: the search never reads a message row until the page's ten.
 */
function ftsMatching(scope: MessagingScope, filters: InboxFilters, phrase: string): RawBuilder<unknown> {
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`k.claim_id = ${scope.claimId}`,
    claimStillLinked(scope),
  ];
  if (filters.from !== null) conditions.push(sql<SqlBool>`k.received_at >= ${filters.from}`);
  if (filters.to !== null) conditions.push(sql<SqlBool>`k.received_at < ${filters.to}`);
  return sql`${ftsMatches('inbox_messages', phrase)} and ${sql.join(conditions, sql` and `)}`;
}

/**
 * The claim's messages and unread messages, from the counters the database keeps (migration 0008):
 * one row read, however many messages the claim has. Zero when the claim has none or is unlinked.
 */
export async function findMessageCounts(
  db: Kysely<Database>,
  scope: MessagingScope,
): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('inbox_counts')
    .select(['total', 'unread'])
    .where('inbox_counts.claim_id', '=', scope.claimId)
    .where(claimStillLinked(scope))
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Messages matching a date range or search: counted through the index that finds them. */
export async function countMessages(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: InboxFilters,
): Promise<number> {
  const phrase = ftsPhraseOf(db, filters.search);
  if (phrase !== null) {
    const { rows } = await sql<{
      count: number;
    }>`select count(*) as count ${ftsMatching(scope, filters, phrase)}`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  const row = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => matching(eb, scope, filters))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page, newest received first; ties by id so pages never overlap or skip (index of 0001). The
 * page's ids are found first, from the index alone, and only those rows are read whole: skipping 9 000
 * messages to reach a deep page then never reads (or sorts) 9 000 subjects and bodies. A window `from:
 * 'oldest'` counts its offset from the oldest message, reading the index forwards (page-window.ts).
 */
export async function findMessagesPage(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: InboxFilters,
  page: PageWindow,
) {
  const direction = page.from === 'newest' ? 'desc' : 'asc';
  const phrase = ftsPhraseOf(db, filters.search);
  const pageIds =
    phrase !== null
      ? sql<string>`(select k.row_id ${ftsMatching(scope, filters, phrase)}
          order by k.received_at ${sql.raw(direction)}, k.row_id ${sql.raw(direction)}
          limit ${page.limit} offset ${page.offset})`
      : db
          .selectFrom('inbox_messages')
          .select('inbox_messages.id')
          .where((eb) => matching(eb, scope, filters))
          .orderBy('inbox_messages.received_at', direction)
          .orderBy('inbox_messages.id', direction)
          .limit(page.limit)
          .offset(page.offset);
  return db
    .selectFrom('inbox_messages')
    .select(['id', 'subject', 'body', 'sent_at', 'received_at', 'read_at'])
    .where('inbox_messages.id', 'in', pageIds)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type MessageRow = Awaited<ReturnType<typeof findMessagesPage>>[number];

/** The attachments of these messages, each message's in its own order. */
export async function findAttachments(db: Kysely<Database>, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('inbox_attachments')
    .innerJoin('stored_files', 'stored_files.id', 'inbox_attachments.file_id')
    .select(['inbox_attachments.message_id', 'stored_files.id', 'stored_files.filename'])
    .where('inbox_attachments.message_id', 'in', messageIds)
    .where('stored_files.status', '!=', 'discarded')
    .orderBy('inbox_attachments.message_id')
    .orderBy('inbox_attachments.position')
    .execute();
}

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
