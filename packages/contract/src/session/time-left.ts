import { SESSION_WARNING_BEFORE_IDLE_MS } from '../shared/limits.js';

/**
 * How long the caller's session has left, sent by the server on every answer to a call that carried a
 * valid token (issue 30 item 1, WCAG 2.2.1). The browser cannot know the server's idle limit
 * (SESSION_IDLE_MINUTES), its absolute one (SESSION_ABSOLUTE_HOURS) or when the server last recorded
 * activity (it writes that at most once a minute), so it counts down from what this header says.
 * Seconds from the answer, not clock times, so a wrong clock on the phone changes nothing.
 */
export const SESSION_TIME_LEFT_HEADER = 'session-time-left';

export interface SessionTimeLeft {
  /** Seconds until the idle timeout, if no other call is made. */
  idleSeconds: number;
  /** Seconds until the absolute limit, which no call extends. */
  absoluteSeconds: number;
  /** The configured idle limit in seconds, to size the warning when the limit is short. */
  idleLimitSeconds: number;
}

/** `idle=1795, absolute=43012, idle-limit=1800`. */
export function formatSessionTimeLeft(left: SessionTimeLeft): string {
  const whole = (seconds: number) => Math.max(0, Math.floor(seconds));
  return `idle=${whole(left.idleSeconds)}, absolute=${whole(left.absoluteSeconds)}, idle-limit=${whole(left.idleLimitSeconds)}`;
}

/** The header's value, or null when it is absent or not what the server sends. */
export function parseSessionTimeLeft(value: string | null | undefined): SessionTimeLeft | null {
  if (!value) return null;
  const fields = new Map<string, number>();
  for (const part of value.split(',')) {
    const match = /^\s*([a-z-]+)=(\d{1,9})\s*$/.exec(part);
    if (!match?.[1] || match[2] === undefined) return null;
    fields.set(match[1], Number(match[2]));
  }
  const idleSeconds = fields.get('idle');
  const absoluteSeconds = fields.get('absolute');
  const idleLimitSeconds = fields.get('idle-limit');
  if (idleSeconds === undefined || absoluteSeconds === undefined || idleLimitSeconds === undefined)
    return null;
  return { idleSeconds, absoluteSeconds, idleLimitSeconds };
}

/**
 * How long before a limit the warning appears: two minutes, or half the limit when that is shorter
 * (a 2-minute idle limit warns after one minute, so the claimant always has time to answer).
 */
export function sessionWarningLeadMs(limitMs: number): number {
  return Math.min(SESSION_WARNING_BEFORE_IDLE_MS, Math.floor(limitMs / 2));
}
