import { SESSION_IDLE_MINUTES_DEFAULT, type SessionTimeLeft } from '@portal/contract';

/**
 * When this session ends (issue 3 "Sessions": the idle timeout slides with each call that carries the
 * token; issue 30 item 1: the server's own limits). Every answered call made with the token is noted,
 * with the time left the server gave in its session-time-left header, turned into this browser's
 * clock. The note lives in localStorage so that tabs sharing a remembered session keep each other
 * alive, and it names the session by a fingerprint, never by the token itself.
 */
export interface SessionDeadlines {
  /** Epoch ms of the idle timeout, if no other call is made. */
  idleAt: number;
  /** Epoch ms of the absolute limit, or null when the server has not said. */
  absoluteAt: number | null;
  /** The server's idle limit, which sizes the warning (the default until the server says). */
  idleLimitMs: number;
}

export interface ActivityTracker {
  record(accessToken: string, at?: number, timeLeft?: SessionTimeLeft | null): void;
  /** When this token's session ends, or null if no call made with it is known. */
  deadlines(accessToken: string): SessionDeadlines | null;
  subscribe(listener: () => void): () => void;
}

const defaultIdleLimitMs = SESSION_IDLE_MINUTES_DEFAULT * 60_000;

/** A note from a call the server gave no time for counts the default idle limit from the call. */
function deadlinesOf(at: number, timeLeft: SessionTimeLeft | null | undefined): SessionDeadlines {
  if (!timeLeft)
    return { idleAt: at + defaultIdleLimitMs, absoluteAt: null, idleLimitMs: defaultIdleLimitMs };
  return {
    idleAt: at + timeLeft.idleSeconds * 1000,
    absoluteAt: at + timeLeft.absoluteSeconds * 1000,
    idleLimitMs: timeLeft.idleLimitSeconds * 1000,
  };
}

function isDeadlines(value: unknown): value is SessionDeadlines {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.idleAt === 'number' &&
    (v.absoluteAt === null || typeof v.absoluteAt === 'number') &&
    typeof v.idleLimitMs === 'number'
  );
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

  // The same note reads as the same object, so React can subscribe to it (useSyncExternalStore).
  let lastRead: { raw: string | null; token: string; value: SessionDeadlines | null } | null = null;

  function deadlines(accessToken: string): SessionDeadlines | null {
    let raw: string | null;
    try {
      raw = storage.getItem(ACTIVITY_STORAGE_KEY);
    } catch {
      return null;
    }
    if (lastRead && lastRead.raw === raw && lastRead.token === accessToken) return lastRead.value;
    let value: SessionDeadlines | null = null;
    try {
      const note = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
      if (note?.session === fingerprint(accessToken) && isDeadlines(note))
        value = { idleAt: note.idleAt, absoluteAt: note.absoluteAt, idleLimitMs: note.idleLimitMs };
    } catch {
      value = null;
    }
    lastRead = { raw, token: accessToken, value };
    return value;
  }

  function record(accessToken: string, at = Date.now(), timeLeft: SessionTimeLeft | null = null): void {
    if (accessToken === '') return;
    const next = deadlinesOf(at, timeLeft);
    // A call the server gave no time for (an upload through an old worker, say) slides the idle
    // timeout but keeps the limits an earlier answer gave.
    const known = deadlines(accessToken);
    if (!timeLeft && known) {
      next.absoluteAt = known.absoluteAt;
      next.idleLimitMs = known.idleLimitMs;
      next.idleAt = at + known.idleLimitMs;
    }
    try {
      storage.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify({ session: fingerprint(accessToken), ...next }));
    } catch {
      // Without storage there is nothing to count from: the server's answers still end the session.
    }
    notify();
  }

  return {
    record,
    deadlines,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one tracker. */
export const activityTracker: ActivityTracker = createActivityTracker(window.localStorage);
