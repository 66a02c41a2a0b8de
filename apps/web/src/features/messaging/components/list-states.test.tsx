import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedListArea } from './paged-list-area';
import { ResultTexts } from './result-texts';
import { type PagedListStatus } from '../hooks/use-paged-list';

function Area({
  status,
  isEmpty = false,
  onRetry = vi.fn(),
}: {
  status: PagedListStatus;
  isEmpty?: boolean;
  onRetry?: () => void;
}) {
  return (
    <PagedListArea
      status={status}
      isEmpty={isEmpty}
      loadingText="Loading messages"
      emptyText="There are no messages to display."
      failedText="We could not load your messages."
      onRetry={onRetry}
    >
      <ul aria-label="Messages" />
    </PagedListArea>
  );
}

describe('ResultTexts before and after the first answer', () => {
  it('shows no counts while loading or failed, keeping the empty live region for the answer', () => {
    const view = render(<ResultTexts countText="You have 0 messages" shown={0} total={0} status="loading" />);
    expect(screen.queryByText('You have 0 messages')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(<ResultTexts countText="You have 0 messages" shown={0} total={0} status="failed" />);
    expect(screen.queryByText('You have 0 messages')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.rerender(<ResultTexts countText="You have 12 messages" shown={10} total={12} status="ready" />);
    expect(screen.getByText('You have 12 messages')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 - 10 of 12');
  });
});

describe('PagedListArea', () => {
  it('shows the loading text, then the list or the empty text once a page is in', () => {
    const view = render(<Area status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    view.rerender(<Area status="ready" />);
    expect(screen.getByRole('list', { name: 'Messages' })).toBeInTheDocument();
    view.rerender(<Area status="ready" isEmpty />);
    expect(screen.getByText('There are no messages to display.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a failed first page could not be loaded, never that it is empty, and Try again keeps focus in the area', async () => {
    const onRetry = vi.fn();
    const view = render(<Area status="failed" isEmpty onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('We could not load your messages.');
    expect(screen.queryByText('There are no messages to display.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    view.rerender(<Area status="loading" onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages');
    expect(document.activeElement).toHaveClass('message-list-area');
  });
});
