import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TimeBounds } from '../../lib/date-range.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimStillLinked } from '../inbox/inbox.repository.js';
import { containsText } from '../../lib/text-search.js';

/** SQL for the claimant's sent items; rules live in sent-items.service.ts. */

export interface SentItemFilters extends TimeBounds {
  /** LIKE pattern over SubjectMain, SubjectOther and Message, or null. */
  pattern: string | null;
  /** SentItemTypes ids to keep (a parent and its children); null or empty for All Documents. */
  requestTypes: readonly number[] | null;
}

type SentItemsBuilder = ExpressionBuilder<Database, 'sent_items'>;

/**
 * The claimant's own items on the selected claim (index of migration 0003), while that claim is still
 * linked to them (as the inbox), filtered.
 */
function matching(
  eb: SentItemsBuilder,
  scope: MessagingScope,
  filters: SentItemFilters,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [
    eb('sent_items.claimant_id', '=', scope.claimantId),
    eb('sent_items.claim_id', '=', scope.claimId),
    claimStillLinked(scope),
  ];
  if (filters.from !== null) conditions.push(eb('sent_items.sent_at', '>=', filters.from));
  if (filters.to !== null) conditions.push(eb('sent_items.sent_at', '<', filters.to));
  if (filters.pattern !== null) {
    conditions.push(containsText('sent_items.search_text', filters.pattern));
  }
  if (filters.requestTypes !== null && filters.requestTypes.length > 0) {
    conditions.push(eb('sent_items.request_type', 'in', [...filters.requestTypes]));
  }
  return eb.and(conditions);
}

export async function countSentItems(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: SentItemFilters,
): Promise<number> {
  const row = await db
    .selectFrom('sent_items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => matching(eb, scope, filters))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page, newest sent first; ties by id so pages never overlap or skip. */
export async function findSentItemsPage(
  db: Kysely<Database>,
  scope: MessagingScope,
  filters: SentItemFilters,
  page: { offset: number; limit: number },
) {
  return db
    .selectFrom('sent_items')
    .select(['id', 'submission_id', 'subject_main', 'subject_other', 'message', 'sent_at'])
    .where((eb) => matching(eb, scope, filters))
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type SentItemRow = Awaited<ReturnType<typeof findSentItemsPage>>[number];

/** The files of these submissions, each submission's in its own order. */
export async function findSubmissionFiles(db: Kysely<Database>, submissionIds: readonly string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .selectFrom('submission_files')
    .innerJoin('stored_files', 'stored_files.id', 'submission_files.file_id')
    .select(['submission_files.submission_id', 'stored_files.id', 'stored_files.filename'])
    .where('submission_files.submission_id', 'in', submissionIds)
    .where('stored_files.status', '!=', 'discarded')
    .orderBy('submission_files.submission_id')
    .orderBy('submission_files.position')
    .execute();
}

/** The SentItemTypes list as id → parent id (a handful of rows). */
export async function findSentItemTypes(db: Kysely<Database>) {
  return db
    .selectFrom('dropdown_items')
    .select(['item_id', 'parent_id'])
    .where('list_type', '=', 'SentItemTypes')
    .execute();
}

/**
 * What the provider has said of each of these submissions: when it marked it received (issue 11 read
 * receipts) and, for a reimbursement, the payment status it set (issue 12). One query for both.
 */
export async function findProviderAnswers(db: Kysely<Database>, submissionIds: readonly string[]) {
  if (submissionIds.length === 0)
    return new Map<string, { receivedAt: string | null; payment: string | null }>();
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'received_at', 'payment'])
    .where('id', 'in', submissionIds)
    .where((eb) => eb.or([eb('received_at', 'is not', null), eb('payment', 'is not', null)]))
    .execute();
  return new Map(rows.map((row) => [row.id, { receivedAt: row.received_at, payment: row.payment }] as const));
}
