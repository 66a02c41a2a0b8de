import { AppError } from '../../http/app-error.js';
import type { TimelinePosition } from './timeline.repository.js';

/**
 * The page cursor of What's happening (issue 32): the last entry's time and id, base64url-encoded so
 * a client treats it as opaque. Decoding checks its shape strictly; anything else is refused (320)
 * rather than read as "from the start". A well-formed cursor needs no signature: the read is scoped to
 * the caller's selected claim, so a made-up position only starts the same claim's list elsewhere.
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[A-Za-z0-9:_-]{1,100}$/;

export function encodeCursor(position: TimelinePosition): string {
  return Buffer.from(`${position.occurredAt}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): TimelinePosition {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const [occurredAt, id, ...rest] = text.split('|');
  if (
    occurredAt === undefined ||
    id === undefined ||
    rest.length > 0 ||
    !TIMESTAMP.test(occurredAt) ||
    Number.isNaN(Date.parse(occurredAt)) ||
    !ID.test(id)
  ) {
    throw new AppError('timelineCursor');
  }
  return { occurredAt, id };
}
