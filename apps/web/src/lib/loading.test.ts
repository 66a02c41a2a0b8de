import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingQueue } from './loading';

describe('loading-message queue (spec part 1 §4 "Other")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows pushed messages only once the one-second batch is flushed', () => {
    const queue = createLoadingQueue(1000);
    queue.push('Loading claims');
    expect(queue.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(999);
    expect(queue.getSnapshot()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toBe('Loading claims');
  });

  it('shows the first pending message and moves to the next when it is removed', () => {
    const queue = createLoadingQueue(1000);
    const first = queue.push('First');
    queue.push('Second');
    vi.advanceTimersByTime(1000);
    expect(queue.getSnapshot()).toBe('First');
    queue.remove(first);
    expect(queue.getSnapshot()).toBe('Second');
  });

  it('never shows a message removed before its batch', () => {
    const queue = createLoadingQueue(1000);
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.remove(queue.push('Quick call'));
    vi.advanceTimersByTime(2000);
    expect(queue.getSnapshot()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('tracks a promise and removes its message when it settles', async () => {
    const queue = createLoadingQueue(1000);
    let finish: (value: string) => void = () => undefined;
    const tracked = queue.track('Saving', new Promise<string>((resolve) => (finish = resolve)));
    vi.advanceTimersByTime(1000);
    expect(queue.getSnapshot()).toBe('Saving');
    finish('done');
    await expect(tracked).resolves.toBe('done');
    expect(queue.getSnapshot()).toBeNull();
  });
});
