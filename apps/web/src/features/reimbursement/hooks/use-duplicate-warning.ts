import { useEffect, useState } from 'react';
import { readDuplicateWarning } from '../api/receipts-draft';

/**
 * The server's duplicate-receipt warning for the draft as it now stands (issue 12): asked once when the
 * review opens, after the draft's last change has been saved, so it checks what will be submitted.
 * A failed check shows nothing: the warning helps, it never blocks.
 */
export function useDuplicateWarning(flush: () => Promise<boolean>): string | null {
  const [date, setDate] = useState<string | null>(null);
  // The flush of the review's first render: asked once, however often the draft object changes.
  const [flushOnOpen] = useState(() => flush);
  useEffect(() => {
    let isCurrent = true;
    void flushOnOpen()
      .then(readDuplicateWarning)
      .then((found) => {
        if (isCurrent) setDate(found);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [flushOnOpen]);
  return date;
}
