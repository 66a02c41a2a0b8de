import { useCallback, useEffect, useRef } from 'react';

/** The rows of a messaging list (components/message-list.tsx), in order. */
const ROW_SELECTOR = '.message-list button.message-row';

/**
 * After Load more, focus moves to the first row the new page added (issue 10 item 8): the button the
 * keyboard user pressed has been pushed below the new rows, and the next thing to read is the first
 * new row. Call the returned function just before asking for the next page; a failed page adds no
 * rows and moves nothing.
 */
export function useFocusFirstNewRow(itemCount: number): () => void {
  const firstNewIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || itemCount <= index) return;
    firstNewIndex.current = null;
    document.querySelectorAll<HTMLElement>(ROW_SELECTOR)[index]?.focus();
  }, [itemCount]);

  return useCallback(() => {
    firstNewIndex.current = itemCount;
  }, [itemCount]);
}
