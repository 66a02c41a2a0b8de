import { useCallback, useEffect, useRef } from 'react';

/** The entries of the timeline page (components/claim-timeline-page.tsx), in order. */
const ENTRY_SELECTOR = '.timeline__list > .timeline__item';

/**
 * After Show more, focus moves to the first entry the new page added (as messaging's Load more, issue
 * 10 item 8): the button the keyboard user pressed has moved below the new entries, and the next thing
 * to read is the first new one. Call the returned function just before asking for the next page; a
 * failed page adds no entries and moves nothing.
 */
export function useFocusFirstNewEntry(entryCount: number): () => void {
  const firstNewIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || entryCount <= index) return;
    firstNewIndex.current = null;
    document.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)[index]?.focus();
  }, [entryCount]);

  return useCallback(() => {
    firstNewIndex.current = entryCount;
  }, [entryCount]);
}
