import { useSyncExternalStore } from 'react';
import { ApiError } from '../api-error';

/** Whether the browser can reach the network, and when that changes (injected in tests). */
export interface Connection {
  isOnline: () => boolean;
  /** Calls back on every 'online' and 'offline' event; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export const browserConnection: Connection = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  subscribe(listener) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/**
 * A failure that means "the server was not reached" (issue 15): the browser is offline, or the call
 * got no answer (lost connection, time-out). A 225 or 415 answer is the server speaking: a business
 * error, never offline.
 */
export function isOfflineFailure(failure: unknown, connection: Connection = browserConnection): boolean {
  if (!connection.isOnline()) return true;
  return failure instanceof ApiError && (failure.kind === 'transport' || failure.kind === 'timeout');
}

export function useIsOnline(connection: Connection = browserConnection): boolean {
  return useSyncExternalStore(connection.subscribe, connection.isOnline, connection.isOnline);
}
