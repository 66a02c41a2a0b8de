import { useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateAvailable, subscribeToUpdates } from '../../lib/service-worker';

/** Offers the waiting new version; the user's click activates it and reloads (spec part 1 §4). */
export function UpdateBanner() {
  const isAvailable = useSyncExternalStore(subscribeToUpdates, isUpdateAvailable);
  if (!isAvailable) return null;
  return (
    <div className="update-banner" role="status">
      <p>A new version of the portal is available.</p>
      <button type="button" className="button button--secondary" onClick={applyUpdate}>
        Update now
      </button>
    </div>
  );
}
