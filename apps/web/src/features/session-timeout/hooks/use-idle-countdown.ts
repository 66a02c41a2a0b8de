import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SESSION_WARNING_BEFORE_IDLE_MS, sessionWarningLeadMs } from '@portal/contract';
import type { ActivityTracker, SessionDeadlines } from '../activity-tracker';

/** Which limit ends the session first: the idle timeout (a call extends it) or the absolute one. */
export type SessionLimit = 'idle' | 'absolute';

export interface IdleCountdownOptions {
  tracker: ActivityTracker;
  /** The signed-in token, or '' when there is no session to watch. */
  accessToken: string;
  isEnabled: boolean;
  onExpire: (limit: SessionLimit) => void;
}

export interface IdleCountdown {
  isWarning: boolean;
  secondsLeft: number;
  limit: SessionLimit;
  /** The end being counted down to (epoch ms), 0 when none: a dismissed warning names the end it was for. */
  endsAt: number;
}

interface NextEnd {
  limit: SessionLimit;
  endsAt: number;
  warnAt: number;
}

/**
 * The end that comes first, and when to warn of it: two minutes before, or half way through an idle
 * limit shorter than four minutes (issue 30 item 1, WCAG 2.2.1: the server's limits, whatever they are).
 */
export function nextEnd(deadlines: SessionDeadlines): NextEnd {
  if (deadlines.absoluteAt !== null && deadlines.absoluteAt < deadlines.idleAt) {
    const endsAt = deadlines.absoluteAt;
    // The absolute limit is hours long: the full two minutes' warning always fits.
    return { limit: 'absolute', endsAt, warnAt: endsAt - SESSION_WARNING_BEFORE_IDLE_MS };
  }
  const endsAt = deadlines.idleAt;
  return { limit: 'idle', endsAt, warnAt: endsAt - sessionWarningLeadMs(deadlines.idleLimitMs) };
}

/**
 * Counts down to the end of the session the server described in its last answer (issue 3: idle 30
 * minutes by default; issue 30 item 1: the server's real idle and absolute limits). A session seen for
 * the first time counts from now until a call answers.
 */
export function useIdleCountdown({
  tracker,
  accessToken,
  isEnabled,
  onExpire,
}: IdleCountdownOptions): IdleCountdown {
  const isWatching = isEnabled && accessToken !== '';
  const deadlines = useSyncExternalStore(
    tracker.subscribe,
    () => (isWatching ? tracker.deadlines(accessToken) : null),
    // No session in a prerendered page (scripts/prerender.mjs), so nothing to count down.
    () => null,
  );
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (isWatching && deadlines === null) tracker.record(accessToken);
  }, [isWatching, deadlines, tracker, accessToken]);

  const end = deadlines ? nextEnd(deadlines) : null;
  const limit = end?.limit ?? 'idle';
  const endsAt = end?.endsAt ?? 0;
  const warnAt = end?.warnAt ?? 0;

  useEffect(() => {
    if (!isWatching || endsAt === 0) return;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) {
        onExpireRef.current(limit);
        return;
      }
      // Quiet until the warning, then once a second for the countdown.
      timer = setTimeout(step, t < warnAt ? warnAt - t : Math.min(1000, endsAt - t));
    };
    const start = Date.now();
    timer = setTimeout(step, Math.max(0, start < warnAt ? warnAt - start : 0));
    return () => clearTimeout(timer);
  }, [isWatching, limit, endsAt, warnAt]);

  if (!isWatching || endsAt === 0) return { isWarning: false, secondsLeft: 0, limit, endsAt: 0 };
  const isWarning = now >= warnAt && now < endsAt;
  return { isWarning, secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), limit, endsAt };
}
