import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingQueue } from '../../lib/loading';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay (spec part 1 §2 "Layout")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first pending message once the batch is pushed, and disappears when none is pending', () => {
    const queue = createLoadingQueue(1000);
    render(<LoadingOverlay queue={queue} />);
    let first = 0;
    let second = 0;
    act(() => {
      first = queue.push('Loading your claims');
      second = queue.push('Loading your messages');
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your claims');
    expect(screen.queryByText('Loading your messages')).not.toBeInTheDocument();
    act(() => queue.remove(first));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages');
    act(() => queue.remove(second));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
