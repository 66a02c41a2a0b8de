import { useEffect, useRef, type KeyboardEvent } from 'react';
import { messages } from '@portal/contract';
import type { SessionLimit } from '../hooks/use-idle-countdown';

/** "1 minute 5 seconds", "45 seconds". */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return part(seconds, 'second');
  return seconds === 0 ? part(minutes, 'minute') : `${part(minutes, 'minute')} ${part(seconds, 'second')}`;
}

/** What screen readers hear: the time on opening, then every 30 seconds and the last 10 (not each tick). */
function announcedSeconds(secondsLeft: number): number {
  if (secondsLeft <= 10) return secondsLeft;
  return Math.ceil(secondsLeft / 30) * 30;
}

export interface SessionTimeoutDialogProps {
  /** The idle timeout can be extended (Stay signed in); the absolute limit cannot (Continue). */
  limit: SessionLimit;
  secondsLeft: number;
  isBusy: boolean;
  onStaySignedIn: () => void;
  onKeepWorking: () => void;
  onSignOut: () => void;
}

/**
 * The session-timeout warning (WCAG 2.2.1 Timing adjustable): a modal alertdialog that takes the
 * focus, keeps it inside (Tab cycles, Escape stays signed in) and gives it back when it closes.
 */
export function SessionTimeoutDialog({
  limit,
  secondsLeft,
  isBusy,
  onStaySignedIn,
  onKeepWorking,
  onSignOut,
}: SessionTimeoutDialogProps) {
  const copy = messages.sessionTimeout;
  const isIdle = limit === 'idle';
  const onPrimary = isIdle ? onStaySignedIn : onKeepWorking;
  const [bodyBefore, bodyAfter] = (isIdle ? copy.idleBody : copy.absoluteBody).split('{time}');
  const dialogRef = useRef<HTMLDivElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stayRef.current?.focus();
    return () => previous?.focus();
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onPrimary();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [
      ...(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="session-timeout__backdrop">
      <div
        ref={dialogRef}
        className="session-timeout"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="session-timeout-title"
        aria-describedby="session-timeout-body"
        onKeyDown={keepFocusInside}
      >
        <h2 id="session-timeout-title" className="session-timeout__title">
          {isIdle ? copy.idleTitle : copy.absoluteTitle}
        </h2>
        <p id="session-timeout-body">
          {bodyBefore}
          <strong aria-hidden="true">{formatCountdown(secondsLeft)}</strong>
          <span className="visually-hidden" aria-live="polite">
            {formatCountdown(announcedSeconds(secondsLeft))}
          </span>
          {bodyAfter}
        </p>
        <p>{isIdle ? copy.idleReason : copy.absoluteReason}</p>
        <div className="session-timeout__actions">
          <button
            ref={stayRef}
            type="button"
            className="button button--primary"
            disabled={isBusy}
            onClick={onPrimary}
          >
            {isIdle ? copy.staySignedIn : copy.keepWorking}
          </button>
          <button type="button" className="button button--secondary" onClick={onSignOut}>
            {messages.shell.toolbar.signOut}
          </button>
        </div>
      </div>
    </div>
  );
}
