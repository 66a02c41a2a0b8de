/**
 * When the server last saw this session (issue 3 "Sessions": the idle timeout slides with each call
 * that carries the token). The browser cannot ask the server, so it notes the time of every answered
 * call made with the token. The note lives in localStorage so that tabs sharing a remembered session
 * keep each other alive, and it names the session by a fingerprint, never by the token itself.
 */
export interface ActivityTracker {
  record(accessToken: string, at?: number): void;
  /** Milliseconds since the epoch of the last call made with this token, or null if none is known. */
  lastActivity(accessToken: string): number | null;
  subscribe(listener: () => void): () => void;
}

export const ACTIVITY_STORAGE_KEY = 'portal.lastApiActivity';

/** FNV-1a: tells two sessions apart without keeping anything that could be replayed. */
export function fingerprint(accessToken: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < accessToken.length; i++) {
    hash ^= accessToken.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

export function createActivityTracker(storage: Storage, target: Window = window): ActivityTracker {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  target.addEventListener('storage', (event) => {
    if (event.key === ACTIVITY_STORAGE_KEY || event.key === null) notify();
  });

  return {
    record(accessToken, at = Date.now()) {
      if (accessToken === '') return;
      try {
        storage.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify({ session: fingerprint(accessToken), at }));
      } catch {
        // Without storage each tab still keeps its own count through the listeners below.
      }
      notify();
    },
    lastActivity(accessToken) {
      try {
        const note = JSON.parse(storage.getItem(ACTIVITY_STORAGE_KEY) ?? 'null') as {
          session?: unknown;
          at?: unknown;
        } | null;
        if (note?.session !== fingerprint(accessToken) || typeof note.at !== 'number') return null;
        return note.at;
      } catch {
        return null;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one tracker. */
export const activityTracker: ActivityTracker = createActivityTracker(window.localStorage);
