import type { Expression, Kysely, SqlBool } from 'kysely';
import { compiledQueryByShape } from '../../db/compiled-query.js';
import type { Database, NewRow, Row } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimStillLinkedOnce } from '../inbox/index.js';
import {
  type SessionCheckValues,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from '../session/index.js';

/** SQL for What's happening (issue 32); rules live in the services. Only this module writes its tables. */

export type ClaimEventRow = Row<'claim_events'>;
/** A page's row: whether the entry has letters attached (1/0 on SQLite, a boolean on PostgreSQL). */
export type TimelinePageRow = ClaimEventRow & { has_files: number | boolean };

/** Where a page starts: strictly older than this entry (its time, then its id). */
export interface TimelinePosition {
  occurredAt: string;
  id: string;
}

/**
 * One page of the selected claim's timeline, newest first: a keyset read over the index (claim_id,
 * occurred_at desc, id desc), never an OFFSET, so page 100 costs what page 1 does. Nothing once the
 * claim is no longer linked (a session keeps its selection after an unlink); the check is a scalar
 * subquery run once per statement, not per row. Each row says whether it has letters (an index probe),
 * so a page without any needs no second statement (issue 32's bench). `holds`: a kept session's check
 * (session-check.ts), likewise run once.
 */
export function timelinePageQuery(
  db: Kysely<Database>,
  scope: Pick<MessagingScope, 'claimantId' | 'claimId'>,
  before: TimelinePosition | null,
  limit: number,
  holds: Expression<SqlBool> | null = null,
) {
  let query = db
    .selectFrom('claim_events')
    .selectAll()
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('claim_event_attachments')
            .select(eb.lit(1).as('one'))
            .whereRef('claim_event_attachments.event_id', '=', 'claim_events.id'),
        )
        .as('has_files'),
    )
    .where('claim_id', '=', scope.claimId)
    .where(claimStillLinkedOnce(scope));
  if (holds) query = query.where(holds);
  if (before) {
    query = query.where((eb) =>
      eb(eb.refTuple('occurred_at', 'id'), '<', eb.tuple(before.occurredAt, before.id)),
    );
  }
  return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit);
}

/** Where a page starts and the kept session's check, as the compiled statement's values. */
interface PageValues extends SessionCheckValues {
  beforeAt: string | null;
  beforeId: string | null;
}

// Read on every look at What's happening: built and compiled once per shape (first page or later, with
// or without a kept session's check; db/compiled-query.ts), and answered under a kept session (ADR
// 0019) with its check inside, so a page costs one statement and no read of the session.
const timelinePage = compiledQueryByShape(
  (db, [claimId, claimantId, limit]: readonly [string, string, number], values: PageValues) => {
    const { beforeAt, beforeId, ...check } = values;
    const before = beforeAt === null || beforeId === null ? null : { occurredAt: beforeAt, id: beforeId };
    return timelinePageQuery(db, { claimantId, claimId }, before, limit, sessionHolds(check, claimId));
  },
);

/**
 * A page of the selected claim's timeline (timelinePageQuery). A kept session that no longer holds
 * throws SessionNotHeld, and so does an empty page under a check that holds (a page has no row that
 * stands for the list, as the lists' counters do): the call is then made once more with the session
 * read, which costs a claim with nothing on its timeline one more statement.
 */
export async function findTimelinePage(
  db: Kysely<Database>,
  scope: MessagingScope,
  before: TimelinePosition | null,
  limit: number,
): Promise<TimelinePageRow[]> {
  const rows = await timelinePage(db, [scope.claimId, scope.claimantId, limit], {
    ...sessionCheckValuesOf(scope.check),
    beforeAt: before?.occurredAt ?? null,
    beforeId: before?.id ?? null,
  });
  requireHeld(scope.check, rows);
  return rows as TimelinePageRow[];
}

/** The letters of the given events, in their order. */
export async function findAttachmentsOf(db: Kysely<Database>, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('claim_event_attachments')
    .innerJoin('stored_files', 'stored_files.id', 'claim_event_attachments.file_id')
    .select([
      'claim_event_attachments.event_id',
      'stored_files.id',
      'stored_files.filename',
      'stored_files.mime_type',
      'stored_files.size_bytes',
      'stored_files.sha256',
      'stored_files.storage_key',
    ])
    .where('claim_event_attachments.event_id', 'in', [...eventIds])
    .orderBy('claim_event_attachments.event_id')
    .orderBy('claim_event_attachments.position')
    .execute();
}

/** Inserts one of the portal's own entries unless one with its id exists (a repeat writes nothing). */
export async function insertEventUnlessExists(
  db: Kysely<Database>,
  row: NewRow<'claim_events'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('claim_events')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findEventByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<(ClaimEventRow & { claim_number: string }) | undefined> {
  return db
    .selectFrom('claim_events')
    .innerJoin('claims', 'claims.id', 'claim_events.claim_id')
    .selectAll('claim_events')
    .select('claims.number as claim_number')
    .where('claim_events.reference', '=', reference)
    .executeTakeFirst();
}

/**
 * Takes the event's row for this transaction (PostgreSQL: a parallel PUT of the same reference waits
 * here until this one commits, then reads what it wrote) and sets its words and time.
 */
export async function updateEventByReference(
  db: Kysely<Database>,
  reference: string,
  changes: { occurred_at: string; title: string; body: string; updated_at: string },
): Promise<void> {
  await db.updateTable('claim_events').set(changes).where('reference', '=', reference).execute();
}

export async function insertEventAttachments(
  db: Kysely<Database>,
  rows: readonly NewRow<'claim_event_attachments'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('claim_event_attachments')
    .values([...rows])
    .execute();
}

/**
 * Unlinks the event's letters; answers their files, for the service to mark them discarded
 * (modules/files: getfilecontent never reads a discarded file) and delete their bytes once the change
 * has committed.
 */
export async function unlinkEventAttachments(
  db: Kysely<Database>,
  eventId: string,
): Promise<{ id: string; storage_key: string }[]> {
  const files = await db
    .selectFrom('claim_event_attachments')
    .innerJoin('stored_files', 'stored_files.id', 'claim_event_attachments.file_id')
    .select(['stored_files.id', 'stored_files.storage_key'])
    .where('claim_event_attachments.event_id', '=', eventId)
    .execute();
  if (files.length > 0)
    await db.deleteFrom('claim_event_attachments').where('event_id', '=', eventId).execute();
  return files;
}

/** The provider's view of a claim's whole timeline, newest first, at most `limit`. */
export async function findClaimTimeline(
  db: Kysely<Database>,
  claimId: string,
  limit: number,
): Promise<ClaimEventRow[]> {
  return db
    .selectFrom('claim_events')
    .selectAll()
    .where('claim_id', '=', claimId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
