import { paymentStatusText } from '../reimbursement/index.js';
import {
  type GetSentItemsRequest,
  type GetSentItemsResponse,
  MESSAGES_PER_CALL_MAX,
  type SentItem,
} from '@portal/contract';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema.js';
import { resolveDateRange } from '../../lib/date-range.js';
import { wireFilesOf } from '../../lib/safe-filename.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { wireDateTimeOf } from '../../lib/melbourne-time.js';
import { textSearchOf } from '../../db/text-search.js';
import { rowsOfJson } from '../../db/json-rows.js';
import { requestTypesCovered } from './request-types.js';
import {
  type SentItemFilters,
  type SentItemPageRow,
  SENT_ITEM_COLUMNS,
  findSentItemTypes,
  findSentItemsOfSubmissions,
  findFilteredPage,
  findUnfilteredPage,
  isUnfiltered,
} from './sent-items.repository.js';

/**
 * How many items one getsentitems call answers: here Amount is a COUNT (RESOLUTIONS.md "load more":
 * every page Offset=End, Amount=10), clamped to MESSAGES_PER_CALL_MAX.
 */
export function sentItemsPageLimit(amount: number): number {
  return Math.min(amount, MESSAGES_PER_CALL_MAX);
}

/**
 * getsentitems (part 2 §2 "Sent items", §3): every submission the claimant made on the selected claim
 * (RESOLUTIONS.md "Data the server must own"), matching the filter, search and date range, newest
 * sent first, with the submission's files. Start = Offset, End = Offset + items, Total = all matching.
 * Without a filter the Total is the counter of migration 0008, not a count of the rows, read in the
 * same statement as the page.
 */
export async function getSentItems(
  db: Kysely<Database>,
  scope: MessagingScope,
  query: GetSentItemsRequest,
  now: Date,
  branding: { providerName: string },
): Promise<GetSentItemsResponse> {
  const filters: SentItemFilters = {
    ...resolveDateRange(query, now),
    search: textSearchOf(query.Search),
    requestTypes:
      query.RequestType === null || query.RequestType === undefined
        ? null
        : requestTypesCovered(query.RequestType, await findSentItemTypes(db)),
  };
  const limit = sentItemsPageLimit(query.Amount);
  // One row per file (or one without): an item is its submission's answer and files, in page order.
  const { total, items } = isUnfiltered(filters)
    ? await findUnfilteredPage(db, scope, query.Offset, limit)
    : await findFilteredPage(db, scope, filters, query.Offset, limit);
  return {
    Start: query.Offset,
    End: query.Offset + items.length,
    Total: total,
    SentItems: items.map((group) => toSentItem(group, branding)),
  };
}

/** An item from its page rows: the first carries the item and its answer, each row one file (or none). */
function toSentItem(group: readonly SentItemPageRow[], branding: { providerName: string }): SentItem {
  const [row] = group;
  if (row === undefined) throw new Error('a sent item without rows');
  const sent = wireDateTimeOf(row.sent_at);
  return {
    Time: sent.time,
    Date: sent.date,
    SubjectMain: row.subject_main,
    SubjectOther: row.subject_other ?? '',
    Message: row.message,
    Files: wireFilesOf(group),
    // The client's own selection flag (contract); the server never knows it.
    Selected: false,
    // Read receipt: the day the provider marked the submission received (Melbourne), else null.
    ReceivedDate: row.received_at ? wireDateTimeOf(row.received_at).date : null,
    PaymentStatus: paymentStatusText(row.payment ?? undefined, branding),
    // Issue 32: the payment that pays a reimbursement, to link to; null while none does.
    Payment:
      row.payment_id === null
        ? null
        : { PaymentId: row.payment_id, FinancialYear: Number(row.payment_financial_year) },
  };
}

/**
 * The claimant's sent items of the given submissions on the selected claim, by submission id (issue
 * 32: a payment of a reimbursement links back to what the claimant sent).
 */
export async function sentItemsOfSubmissions(
  db: Kysely<Database>,
  scope: MessagingScope,
  submissionIds: readonly string[],
  branding: { providerName: string },
): Promise<Map<string, SentItem>> {
  return sentItemsOfRows(await findSentItemsOfSubmissions(db, scope, submissionIds), branding);
}

/** The sent items in sentItemsOfSubmissionsJson's JSON, by submission id. */
export function sentItemsOfJson(value: unknown, branding: { providerName: string }): Map<string, SentItem> {
  return sentItemsOfRows(rowsOfJson<SentItemPageRow>(value, SENT_ITEM_COLUMNS), branding);
}

/** Rows of sent items (one per file, an item's rows together) as sent items by submission id. */
function sentItemsOfRows(
  rows: readonly SentItemPageRow[],
  branding: { providerName: string },
): Map<string, SentItem> {
  const groups = new Map<string, SentItemPageRow[]>();
  for (const row of rows) {
    if (row.submission_id === null) continue;
    groups.set(row.submission_id, [...(groups.get(row.submission_id) ?? []), row]);
  }
  return new Map([...groups].map(([submissionId, group]) => [submissionId, toSentItem(group, branding)]));
}
