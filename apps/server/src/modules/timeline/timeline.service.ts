import { type GetTimelineResponse, type TimelineEntry, TIMELINE_PAGE_SIZE } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { wireDateTimeOf } from '../../lib/melbourne-time.js';
import { decodeCursor, encodeCursor } from './timeline-cursor.js';
import { type ClaimEventRow, findAttachmentsOf, findTimelinePage } from './timeline.repository.js';
import { linkOf, wordsOf } from './timeline-words.js';

/**
 * gettimeline (issue 32 "What's happening"): the selected, still linked claim's entries, newest first,
 * ten at a time. One more row than a page is read to know whether an older page exists, so the last
 * page answers Next null and "Show more" never loads an empty page.
 */
export async function getTimeline(
  db: Kysely<Database>,
  scope: MessagingScope,
  before: string | null | undefined,
  branding: { providerName: string },
): Promise<GetTimelineResponse> {
  const position = before ? decodeCursor(before) : null;
  const rows = await findTimelinePage(db, scope, position, TIMELINE_PAGE_SIZE + 1);
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  const files = await findAttachmentsOf(
    db,
    page.filter((row) => Boolean(row.has_files)).map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    Items: page.map((row) => entryOf(row, files, branding)),
    Next:
      rows.length > TIMELINE_PAGE_SIZE && last
        ? encodeCursor({ occurredAt: last.occurred_at, id: last.id })
        : null,
  };
}

function entryOf(
  row: ClaimEventRow,
  files: readonly { event_id: string; id: string; filename: string }[],
  branding: { providerName: string },
): TimelineEntry {
  const when = wireDateTimeOf(row.occurred_at);
  return {
    EntryId: row.id,
    Kind: row.kind as TimelineEntry['Kind'],
    Date: when.date,
    Time: when.time,
    ...wordsOf(row, branding),
    Attachments: files
      .filter((file) => file.event_id === row.id)
      .map((file) => ({ FileID: file.id, Filename: file.filename })),
    Link: linkOf(row),
  };
}
