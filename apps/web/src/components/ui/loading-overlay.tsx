import { useSyncExternalStore } from 'react';
import { loadingQueue, type LoadingQueue } from '../../lib/loading';

const noMessage = () => null;

/**
 * Full-screen overlay showing the first pending loading message while any is pending
 * (spec part 1 §2 "Layout", §4 "Other").
 */
export function LoadingOverlay({ queue = loadingQueue }: { queue?: LoadingQueue }) {
  // Nothing is loading in a prerendered page (scripts/prerender.mjs): its hydration shows no overlay.
  const message = useSyncExternalStore(queue.subscribe, queue.getSnapshot, noMessage);
  if (message === null) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="loading-overlay__box">
        <span className="loading-overlay__spinner" aria-hidden="true" />
        <p className="loading-overlay__message">{message}</p>
      </div>
    </div>
  );
}
