import {
  type GetMessagesRequest,
  type GetMessagesResponse,
  type InboxMessage,
  MESSAGES_PAGE_TEXT_MAX,
  MESSAGES_PER_CALL_MAX,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { toTimestamp } from '../../lib/clock.js';
import { wireFilesOf } from '../../lib/safe-filename.js';
import { recordAudit } from '../audit/audit.service.js';
import { resolveDateRange } from '../../lib/date-range.js';
import {
  type InboxFilters,
  type MessagePageRow,
  findMessageCounts,
  findFilteredPage,
  findUnfilteredPage,
  isMessageInScope,
  markUnreadMessageRead,
} from './inbox.repository.js';
import { wireDateTimeOf } from '../../lib/melbourne-time.js';
import { textSearchOf } from '../../db/text-search.js';

/**
 * How many messages one getmessages call answers: Amount is the EXCLUSIVE END index on the inbox
 * (RESOLUTIONS.md "load more": first page 0/10, then Offset=End, Amount=End+10), clamped to
 * MESSAGES_PER_CALL_MAX; an Amount at or below Offset asks for none.
 */
export function inboxPageLimit(offset: number, amount: number): number {
  return Math.min(Math.max(amount - offset, 0), MESSAGES_PER_CALL_MAX);
}

/**
 * getmessages (part 2 §2 "Inbox", §3): the selected claim's messages matching the search and date
 * range, newest received first. Start = Offset, End = Offset + items answered, Total = all matching.
 * Without a filter the Total is the claim's counter (migration 0008), not a count of its rows, read
 * in the same statement as the page.
 */
export async function getMessages(
  db: Kysely<Database>,
  scope: MessagingScope,
  query: GetMessagesRequest,
  now: Date,
): Promise<GetMessagesResponse> {
  const filters: InboxFilters = { ...resolveDateRange(query, now), search: textSearchOf(query.Search) };
  const isFiltered = filters.from !== null || filters.to !== null || filters.search !== null;
  const limit = inboxPageLimit(query.Offset, query.Amount);
  // One row per attachment (or one without): an item is a message and its files, in the page's order.
  const { total, items } = isFiltered
    ? await findFilteredPage(db, scope, filters, query.Offset, limit)
    : await findUnfilteredPage(db, scope, query.Offset, limit);
  const messages = withinTextBudget(items);
  return {
    Start: query.Offset,
    End: query.Offset + messages.length,
    Total: total,
    Items: messages.map(toInboxMessage),
  };
}

/**
 * The page's first messages whose subjects and texts fit MESSAGES_PAGE_TEXT_MAX, at least one (issue 29
 * item 8): a page of the provider's longest messages stays small however large Amount is, and End tells
 * the client where the next page starts.
 */
function withinTextBudget(messages: MessagePageRow[][]): MessagePageRow[][] {
  let used = 0;
  const kept: MessagePageRow[][] = [];
  for (const group of messages) {
    const [row] = group;
    if (row === undefined) continue;
    used += row.subject.length + row.body.length;
    if (used > MESSAGES_PAGE_TEXT_MAX && kept.length > 0) break;
    kept.push(group);
  }
  return kept;
}

/** A message from its page rows: the first carries the message, each row one attachment (or none). */
function toInboxMessage(group: readonly MessagePageRow[]): InboxMessage {
  const [row] = group;
  if (row === undefined) throw new Error('a message without rows');
  const received = wireDateTimeOf(row.received_at);
  const sent = wireDateTimeOf(row.sent_at);
  return {
    messageId: row.id,
    Subject: row.subject,
    Message: row.body,
    ReceivedTime: received.time,
    ReceivedDate: received.date,
    SentTime: sent.time,
    SentDate: sent.date,
    Read: row.read_at !== null,
    Attachments: wireFilesOf(group),
    // The client's own selection flag (contract); the server never knows it.
    Selected: false,
  };
}

/** getunreadmessagecount (part 2 §7): unread messages of the selected claim, from its counter. */
export async function getUnreadMessageCount(db: Kysely<Database>, scope: MessagingScope): Promise<number> {
  return (await findMessageCounts(db, scope)).unread;
}

/**
 * markasread (part 2 §4): an unread message of the selected claim becomes read; a message already
 * read keeps its first read time. Unknown, another claim's or another claimant's → notFound (103).
 */
export async function markAsRead(
  db: Kysely<Database>,
  scope: MessagingScope,
  messageId: string,
  now: Date,
): Promise<true> {
  // The change and its audit entry commit together: a failed audit leaves the message unread.
  const marked = await db.transaction().execute(async (trx) => {
    if (!(await markUnreadMessageRead(trx, scope, messageId, toTimestamp(now)))) return false;
    await recordAudit(
      trx,
      {
        action: 'inbox.read',
        actorKind: 'claimant',
        actorId: scope.claimantId,
        claimantId: scope.claimantId,
        details: { messageId, claimId: scope.claimId },
      },
      now,
    );
    return true;
  });
  if (marked) return true;
  if (!(await isMessageInScope(db, scope, messageId))) throw new AppError('notFound');
  return true;
}
