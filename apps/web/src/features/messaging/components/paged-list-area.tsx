import { useRef, type ReactNode } from 'react';
import { messages } from '@portal/contract';
import { EmptyListText } from './message-list';
import type { PagedListStatus } from '../hooks/use-paged-list';

export interface PagedListAreaProps {
  status: PagedListStatus;
  /** The first page is in and holds nothing. */
  isEmpty: boolean;
  /** e.g. "Loading messages". */
  loadingText: string;
  /** e.g. "There are no messages to display." — only once the server has said so. */
  emptyText: string;
  /** e.g. "We could not load your messages." — the first page failed. */
  failedText: string;
  /** Asks for the first page again. */
  onRetry: () => void;
  /** The list (a MessageList with its rows), shown once a page with items is in. */
  children: ReactNode;
}

/**
 * The list area of a messaging page: a loading text until the first answer, then the list or the
 * empty text. A failed first page says so with a Try again button instead of claiming the list is
 * empty (the error itself was alerted by usePagedList). Try again moves focus to the area before the
 * button goes, so focus is not dropped to the page while the list loads again.
 */
export function PagedListArea(props: PagedListAreaProps) {
  const { status, isEmpty, loadingText, emptyText, failedText, onRetry, children } = props;
  const areaRef = useRef<HTMLDivElement>(null);

  function retry() {
    areaRef.current?.focus();
    onRetry();
  }

  let content: ReactNode;
  if (status === 'ready') content = isEmpty ? <EmptyListText text={emptyText} /> : children;
  else
    content = (
      <div className="message-list-area__state">
        {/* One live region for both texts, so the change from loading to failed is announced. */}
        <p role="status">{status === 'failed' ? failedText : loadingText}</p>
        {status === 'failed' && (
          <button type="button" className="button button--secondary" onClick={retry}>
            {messages.inbox.tryAgain}
          </button>
        )}
      </div>
    );

  return (
    <div className="message-list-area" ref={areaRef} tabIndex={-1}>
      {content}
    </div>
  );
}
