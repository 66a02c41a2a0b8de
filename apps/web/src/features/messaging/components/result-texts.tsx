import { formatMessage, messages } from '@portal/contract';
import type { PagedListStatus } from '../hooks/use-paged-list';

/**
 * "Showing X - Y of Z" (spec part 2 §2): X is 1, or 0 when nothing is shown; Y is the number of items
 * shown; Z is the server's Total for the current filters. A polite live region, so a search or a
 * Load more is announced.
 */
export function showingText(shown: number, total: number): string {
  return formatMessage(messages.inbox.showing, {
    from: String(shown === 0 ? 0 : 1),
    to: String(shown),
    total: String(total),
  });
}

export interface ResultTextsProps {
  /** The count sentence, e.g. "You have 12 messages" (the caller formats it). */
  countText: string;
  shown: number;
  total: number;
  /** The list's status: the counts show only once a page is in (`ready`). */
  status: PagedListStatus;
}

/**
 * The counts above a messaging list. Before the first answer (and after a failed first page) they stay
 * empty, so a screen reader never hears "0" and then a correction; the live region itself stays in
 * the page, so the counts are announced when they arrive.
 */
export function ResultTexts({ countText, shown, total, status }: ResultTextsProps) {
  const isReady = status === 'ready';
  return (
    <div className="result-texts">
      {/* Both lines keep their height while empty, so the counts arriving move nothing. */}
      <p className="result-texts__count">{isReady && countText}</p>
      <p className="result-texts__showing" role="status">
        {isReady && showingText(shown, total)}
      </p>
    </div>
  );
}
