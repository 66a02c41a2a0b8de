import { Suspense, useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { endpoints, serverErrors } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { alertErrors } from '../../../lib/error-alert';
import { onApiAnswered } from '../../../lib/api-activity';
import { isFullySignedIn, sessionStore } from '../../../lib/session-store';
import { lazyComponent } from '../../../lib/lazy-component';
import { clearAllPreservedValues } from '../../../lib/use-preserved-form-values';
import { useSession } from '../../../lib/use-session';
import { activityTracker, type ActivityTracker } from '../activity-tracker';
import { useIdleCountdown } from '../hooks/use-idle-countdown';
import './session-timeout.css';

/**
 * Screens whose stored token is not yet a full session (a sign-in awaiting its code, a registration):
 * their own code step times them, and a stay-signed-in call would be refused.
 */
const stepScreens = new Set(['verify', 'activate']);

function useIsFullSessionScreen(): boolean {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { screen?: unknown } | undefined;
  return typeof handle?.screen === 'string' && !stepScreens.has(handle.screen);
}

/**
 * The warning's dialog is code the sign-in pages never show: it arrives with a full session (below),
 * well before any warning is due, so it is there even if the network is not by then.
 */
const timeoutDialog = lazyComponent(() =>
  import('./session-timeout-dialog').then((module) => module.SessionTimeoutDialog),
);

/** Ends the session here first, then tells the server, and never waits for it (part 1 §4 "Sign-out"). */
function endSession(): void {
  const token = sessionStore.getAccessToken();
  sessionStore.forceLogout();
  void callEndpoint(endpoints.logout, { AccessToken: token }).catch(() => undefined);
}

/**
 * Warns two minutes before the server's idle timeout and signs out when it passes (issue 3
 * "Sessions", WCAG 2.2.1). Mounted once in the app frame. A timeout keeps the values of open forms
 * (usePreservedFormValues); choosing Sign out drops them.
 */
export function SessionTimeoutWarning({ tracker = activityTracker }: { tracker?: ActivityTracker }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const isFullSessionScreen = useIsFullSessionScreen();
  const [isBusy, setIsBusy] = useState(false);
  // Set when the timeout signed the claimant out; the notice shows on /login until they sign in again.
  const [hasTimedOut, setHasTimedOut] = useState(false);
  if (hasTimedOut && user !== null) setHasTimedOut(false);

  useEffect(() => onApiAnswered((accessToken) => tracker.record(accessToken)), [tracker]);

  const isEnabled = isFullSessionScreen && isFullySignedIn(user);
  useEffect(() => {
    if (isEnabled) void timeoutDialog.preload();
  }, [isEnabled]);

  const { isWarning, secondsLeft } = useIdleCountdown({
    tracker,
    accessToken: user?.AccessToken ?? '',
    isEnabled,
    onExpire: () => {
      setHasTimedOut(true);
      endSession();
      void navigate('/login', { replace: true });
    },
  });

  async function staySignedIn() {
    const token = user?.AccessToken ?? '';
    setIsBusy(true);
    try {
      // Any call made with the token slides the server's idle timeout; the claims list is a cheap one.
      await callEndpoint(endpoints.getClaims, {});
      tracker.record(token);
    } catch (failure) {
      alertErrors(failure);
    } finally {
      setIsBusy(false);
    }
  }

  function signOut() {
    clearAllPreservedValues();
    endSession();
    void navigate('/login', { replace: true });
  }

  const isTimedOutNoticeShown = hasTimedOut && user === null && location.pathname === '/login';
  return (
    <>
      {isTimedOutNoticeShown && (
        <div className="notice notice--warning session-timeout-notice" role="alert">
          {serverErrors.sessionIdle.Message}
        </div>
      )}
      {isWarning && (
        <Suspense fallback={null}>
          <timeoutDialog.Component
            secondsLeft={secondsLeft}
            isBusy={isBusy}
            onStaySignedIn={() => void staySignedIn()}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </>
  );
}
