import { messages } from '@portal/contract';

export interface LoadMoreButtonProps {
  onClick: () => void;
  /** The next page is loading: the button shows a busy icon and ignores clicks. */
  isBusy: boolean;
}

/**
 * "Load more" under a messaging list (spec part 2 §2, §4). The caller renders it only while more
 * items exist (End < Total). A failed load ends the busy state; the caller alerts the error.
 */
export function LoadMoreButton({ onClick, isBusy }: LoadMoreButtonProps) {
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button--secondary load-more__button"
        aria-busy={isBusy || undefined}
        aria-disabled={isBusy || undefined}
        onClick={() => {
          if (!isBusy) onClick();
        }}
      >
        {isBusy && <span className="load-more__spinner" aria-hidden="true" data-testid="load-more-busy" />}
        {messages.inbox.loadMore}
      </button>
    </div>
  );
}
