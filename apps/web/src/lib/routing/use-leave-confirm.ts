import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { sessionStore } from '../session-store';

/**
 * Asks before leaving a form with unsaved changes (spec part 2 §2 "You are about to lose your recent
 * changes"): React Router's blocker for moves inside the app, the browser's Back and Forward buttons
 * included, `beforeunload` for closing or reloading
 * the tab (the browser shows its own text there). A session that ended is never held up: the signed-out
 * user must reach /login, and the form's text waits in session storage (use-draft).
 */
export function useLeaveConfirm(hasUnsavedChanges: boolean, message: string) {
  const isHeld = useRef(hasUnsavedChanges);
  const isAllowed = useRef(false);
  // At commit, not after paint: a Back pressed right after a keystroke is asked about too, whatever
  // the priority of the render that saw the keystroke.
  useLayoutEffect(() => {
    isHeld.current = hasUnsavedChanges;
  });

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        isHeld.current &&
        !isAllowed.current &&
        sessionStore.getSnapshot().user !== null &&
        currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  /** Lets the next navigation through, e.g. to the thank-you page right after a submit. */
  return useCallback(() => {
    isAllowed.current = true;
  }, []);
}
