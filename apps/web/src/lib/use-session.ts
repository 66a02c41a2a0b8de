import { useSyncExternalStore } from 'react';
import { sessionStore, signedOutSnapshot, type SessionSnapshot } from './session-store';

/**
 * The prerendered pages were rendered signed out (scripts/prerender.mjs): a hydration first renders
 * that, then, where the browser has a session, the browser's own.
 */
const serverSnapshot = () => signedOutSnapshot;

/** The current session; components re-render when it changes (sign-in, claim selection, logout). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot);
}
