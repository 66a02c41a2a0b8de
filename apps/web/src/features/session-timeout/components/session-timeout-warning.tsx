import { Suspense, useEffect, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { endpoints, claimantErrors } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { alertErrors } from '../../../lib/error-alert';
import { onApiAnswered } from '../../../lib/api-activity';
import { isFullySignedIn, sessionStore } from '../../../lib/session-store';
import { lazyComponent } from '../../../lib/lazy-component';
import { clearAllPreservedValues } from '../../../lib/use-preserved-form-values';
import { useSession } from '../../../lib/use-session';
import { signedOutReason } from '../../../lib/signed-out-reason';
import { activityTracker, type ActivityTracker } from '../activity-tracker';
import { type SessionLimit, useIdleCountdown } from '../hooks/use-idle-countdown';
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

/** What /login says after the countdown ended a session (the catalogue's expired-token messages). */
const expiryNumbers: Record<SessionLimit, number> = {
  idle: claimantErrors.sessionIdle.Number,
  absolute: claimantErrors.sessionTooLong.Number,
};

/**
 * Warns before the server's idle timeout or absolute limit, whichever comes first, and signs out when
 * it passes; /login then says why (SignedOutNotice; issue 3 "Sessions", issue 30 item 1, WCAG 2.2.1).
 * Mounted once in the app frame, and loaded only with a full session (the sign-in pages need none of
 * it). A timeout keeps the values of open forms (usePreservedFormValues); choosing Sign out
 * drops them.
 */
export function SessionTimeoutWarning({ tracker = activityTracker }: { tracker?: ActivityTracker }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const isFullSessionScreen = useIsFullSessionScreen();
  const [isBusy, setIsBusy] = useState(false);
  // The absolute limit's warning can be put away (nothing extends that limit); it names the end it was for.
  const [dismissedEnd, setDismissedEnd] = useState(0);

  useEffect(
    () => onApiAnswered((accessToken, timeLeft) => tracker.record(accessToken, Date.now(), timeLeft)),
    [tracker],
  );

  const isEnabled = isFullSessionScreen && isFullySignedIn(user);
  useEffect(() => {
    if (isEnabled) void timeoutDialog.preload();
  }, [isEnabled]);

  const { isWarning, secondsLeft, limit, endsAt } = useIdleCountdown({
    tracker,
    accessToken: user?.AccessToken ?? '',
    isEnabled,
    onExpire: (ended) => {
      signedOutReason.setFromErrorNumber(expiryNumbers[ended]);
      endSession();
      void navigate('/login', { replace: true });
    },
  });

  async function staySignedIn() {
    setIsBusy(true);
    try {
      // Any call made with the token slides the server's idle timeout; the claims list is a cheap one.
      // Its answer's session-time-left header moves the countdown (onApiAnswered above).
      await callEndpoint(endpoints.getClaims, {});
    } catch (failure) {
      alertErrors(failure);
    } finally {
      setIsBusy(false);
    }
  }

  function signOut() {
    clearAllPreservedValues();
    signedOutReason.clear();
    endSession();
    void navigate('/login', { replace: true });
  }

  const isDialogShown = isWarning && !(limit === 'absolute' && dismissedEnd === endsAt);
  return (
    <>
      {isDialogShown && (
        <Suspense fallback={null}>
          <timeoutDialog.Component
            limit={limit}
            secondsLeft={secondsLeft}
            isBusy={isBusy}
            onStaySignedIn={() => void staySignedIn()}
            onKeepWorking={() => setDismissedEnd(endsAt)}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </>
  );
}
