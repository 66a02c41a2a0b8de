import { useEffect, useState } from 'react';
import { readReviewNotices, type ReviewNotices } from '../api/receipts-draft';

const none: ReviewNotices = { duplicateDate: null, bankChangedOn: null };

/**
 * The server's notices for the draft as it now stands: the duplicate-receipt warning (issue 12) and the
 * cooling-off date after a bank change (issue 16). Asked once when the review opens, after the draft's
 * last change has been saved, so they speak of what will be submitted. A failed check shows nothing:
 * the notices help, they never block.
 */
export function useReviewNotices(flush: () => Promise<boolean>): ReviewNotices {
  const [notices, setNotices] = useState(none);
  // The flush of the review's first render: asked once, however often the draft object changes.
  const [flushOnOpen] = useState(() => flush);
  useEffect(() => {
    let isCurrent = true;
    void flushOnOpen()
      .then(readReviewNotices)
      .then((found) => {
        if (isCurrent) setNotices(found);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [flushOnOpen]);
  return notices;
}
