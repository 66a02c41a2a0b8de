import { useSyncExternalStore } from 'react';
import { messages } from '@portal/contract';
import { applyUpdate, isUpdateAvailable, subscribeToUpdates } from '../../lib/service-worker';

const copy = messages.shell.appUpdate;

/**
 * Offers the new version that is ready; the user's click activates it and reloads (spec part 1 §4
 * "App update"), as a status message that appears with the offer.
 */
export function UpdateBanner() {
  const isAvailable = useSyncExternalStore(subscribeToUpdates, isUpdateAvailable, () => false);
  if (!isAvailable) return null;
  return (
    <div className="app-notice" role="status">
      <p>{copy.available}</p>
      <button type="button" className="button button--secondary" onClick={applyUpdate}>
        {copy.apply}
      </button>
    </div>
  );
}
