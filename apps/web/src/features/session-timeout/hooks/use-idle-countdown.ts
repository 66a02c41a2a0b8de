import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SESSION_IDLE_MINUTES_DEFAULT, SESSION_WARNING_BEFORE_IDLE_MS } from '@portal/contract';
import type { ActivityTracker } from '../activity-tracker';

export interface IdleCountdownOptions {
  tracker: ActivityTracker;
  /** The signed-in token, or '' when there is no session to watch. */
  accessToken: string;
  isEnabled: boolean;
  onExpire: () => void;
  idleMs?: number;
  warningMs?: number;
}

export interface IdleCountdown {
  isWarning: boolean;
  secondsLeft: number;
}

/**
 * Counts down to the server's idle timeout from the last call made with the session (issue 3:
 * idle 30 minutes, a warning two minutes before). A session seen for the first time counts from now.
 */
export function useIdleCountdown({
  tracker,
  accessToken,
  isEnabled,
  onExpire,
  idleMs = SESSION_IDLE_MINUTES_DEFAULT * 60_000,
  warningMs = SESSION_WARNING_BEFORE_IDLE_MS,
}: IdleCountdownOptions): IdleCountdown {
  const isWatching = isEnabled && accessToken !== '';
  const last = useSyncExternalStore(
    tracker.subscribe,
    () => (isWatching ? tracker.lastActivity(accessToken) : null),
    // No session in a prerendered page (scripts/prerender.mjs), so nothing to count down.
    () => null,
  );
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (isWatching && last === null) tracker.record(accessToken);
  }, [isWatching, last, tracker, accessToken]);

  useEffect(() => {
    if (!isWatching || last === null) return;
    const expireAt = last + idleMs;
    const warnAt = expireAt - warningMs;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const t = Date.now();
      setNow(t);
      if (t >= expireAt) {
        onExpireRef.current();
        return;
      }
      // Quiet until the warning, then once a second for the countdown.
      timer = setTimeout(step, t < warnAt ? warnAt - t : Math.min(1000, expireAt - t));
    };
    const start = Date.now();
    timer = setTimeout(step, Math.max(0, start < warnAt ? warnAt - start : 0));
    return () => clearTimeout(timer);
  }, [isWatching, last, idleMs, warningMs]);

  if (!isWatching || last === null) return { isWarning: false, secondsLeft: 0 };
  const expireAt = last + idleMs;
  const isWarning = now >= expireAt - warningMs && now < expireAt;
  return { isWarning, secondsLeft: Math.max(0, Math.ceil((expireAt - now) / 1000)) };
}
