import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from './session-store';

/** The current session; components re-render when it changes (sign-in, claim selection, logout). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
