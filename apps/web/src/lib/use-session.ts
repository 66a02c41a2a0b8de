import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from './session-store';

/**
 * No session: the prerendered pages were rendered signed out (scripts/prerender.mjs), and a hydration
 * first renders what they were rendered with, then the browser's own session.
 */
const signedOut: SessionSnapshot = { user: null, claim: null, isMobileApp: false };
const serverSnapshot = () => signedOut;

/** The current session; components re-render when it changes (sign-in, claim selection, logout). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot);
}
