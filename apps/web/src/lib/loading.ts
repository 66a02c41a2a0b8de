import { LOADING_OVERLAY_BATCH_MS } from '@portal/contract';

/**
 * The loading-message queue behind the full-screen overlay (spec part 1 §2 "Layout", §4 "Other").
 * Messages are queued and removed when their call finishes; the overlay shows the first pending one.
 * New messages reach the overlay in batches about every second, so a call that answers quickly
 * never flashes the overlay.
 */
export interface LoadingQueue {
  /** Queues a message; returns the handle that removes it. */
  push(message: string): number;
  remove(handle: number): void;
  /** The message the overlay shows, or null when nothing is pending. */
  getSnapshot(): string | null;
  subscribe(listener: () => void): () => void;
  /** Shows `message` while `work` runs. */
  track<T>(message: string, work: Promise<T>): Promise<T>;
}

interface Entry {
  handle: number;
  message: string;
}

export function createLoadingQueue(batchMs: number = LOADING_OVERLAY_BATCH_MS): LoadingQueue {
  const listeners = new Set<() => void>();
  let waiting: Entry[] = [];
  let shown: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextHandle = 1;
  let snapshot: string | null = null;

  function publish(): void {
    const next = shown[0]?.message ?? null;
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function flush(): void {
    timer = undefined;
    shown = [...shown, ...waiting];
    waiting = [];
    publish();
  }

  const queue: LoadingQueue = {
    push(message) {
      const handle = nextHandle++;
      waiting.push({ handle, message });
      timer ??= setTimeout(flush, batchMs);
      return handle;
    },
    remove(handle) {
      waiting = waiting.filter((entry) => entry.handle !== handle);
      shown = shown.filter((entry) => entry.handle !== handle);
      if (waiting.length === 0 && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      publish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async track(message, work) {
      const handle = queue.push(message);
      try {
        return await work;
      } finally {
        queue.remove(handle);
      }
    },
  };
  return queue;
}

/** The app's one loading queue; the overlay in the layout subscribes to it. */
export const loadingQueue: LoadingQueue = createLoadingQueue();
