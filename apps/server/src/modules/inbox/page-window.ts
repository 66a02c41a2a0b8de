/**
 * Which rows of a newest-first list one page reads, given the list's total (issue 15). The database
 * skips OFFSET rows one by one along its index, so a page is read from the nearer end: page 9 000-9 010
 * of 10 000 is rows 990-1 000 counted from the oldest, read forwards, and costs what page 990 would.
 * The rows come back in the list's order either way (the page query sorts its ten rows).
 * Shared by the inbox and sent items.
 */
export interface PageWindow {
  offset: number;
  limit: number;
  /** The end of the newest-first list `offset` counts from. */
  from: 'newest' | 'oldest';
}

/** The window for `limit` rows at `offset` of `total`, or null when the page is empty. */
export function pageWindow(offset: number, limit: number, total: number): PageWindow | null {
  const count = Math.min(limit, total - offset);
  if (count <= 0) return null;
  const fromOldest = total - offset - count;
  return fromOldest < offset
    ? { offset: fromOldest, limit: count, from: 'oldest' }
    : { offset, limit: count, from: 'newest' };
}
