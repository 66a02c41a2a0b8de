import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  expressionBuilder,
} from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import type { TimeBounds } from '../../lib/date-range.js';
import { containsText } from '../../lib/text-search.js';

/** SQL for the claimant's inbox; rules live in inbox.service.ts. */

export interface InboxFilters extends TimeBounds {
  /** LIKE pattern over subject and body (text-search.ts), or null. */
  pattern: string | null;
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
  if (filters.pattern !== null) {
    conditions.push(containsText('inbox_messages.search_text', filters.pattern));
  }
  return eb.and(conditions);
}

export async function countMessages(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: InboxFilters,
): Promise<number> {
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
 * messages to reach a deep page then never reads (or sorts) 9 000 subjects and bodies.
 */
export async function findMessagesPage(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: InboxFilters,
  page: { offset: number; limit: number },
) {
  const pageIds = db
    .selectFrom('inbox_messages')
    .select('inbox_messages.id')
    .where((eb) => matching(eb, scope, filters))
    .orderBy('inbox_messages.received_at', 'desc')
    .orderBy('inbox_messages.id', 'desc')
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

/** Unread messages of the selected claim (the partial index of migration 0003). */
export async function countUnread(db: Kysely<Database>, scope: MessagingScope): Promise<number> {
  const row = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => inScope(eb, scope))
    .where('inbox_messages.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
