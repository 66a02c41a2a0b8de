import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SESSION_TIME_LEFT_HEADER, endpoints, formatSessionTimeLeft } from '@portal/contract';
import { claimA, claimB, renderApp } from '../../../test/render-app';
import { mockApi, type MockApi } from '../../../test/mock-api';
import { callEndpoint } from '../../../lib/api-client';
import { sessionTimeoutWarning } from '../lazy-warning';
import { sessionStore, type SessionUser } from '../../../lib/session-store';

const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('alertdialog');

/**
 * Two claims: /claims waits for the user's choice. With one it would select it by itself (spec part
 * 1 §4 "Claims") and go on to /claim, whose own calls count as activity and move the timeout.
 */
const claims = [claimA, claimB];

// The dialog's code loads on demand (in real time, which fake timers do not move): load it before the
// timers are faked, as the app does long before a warning is due.
beforeAll(async () => {
  await import('./session-timeout-dialog');
  await sessionTimeoutWarning.preload();
});

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  api = mockApi().on(endpoints.getClaims.path, { body: claims }).on(endpoints.logout.path, { body: true });
  alertSpy = vi.spyOn(window, 'alert');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Nothing in these journeys fails, so nothing may alert (a call without an answer would).
  expect(alertSpy).not.toHaveBeenCalled();
});

function renderSignedIn() {
  return renderApp('/claims', { signedIn: true, selectedClaim: null, claims });
}

describe('session timeout warning', () => {
  it('opens an announced dialog two minutes before the idle timeout and moves the focus into it', async () => {
    renderSignedIn();
    await advance(minutes(28) - 1_000);
    expect(dialog()).not.toBeInTheDocument();

    await advance(1_000);
    const warning = screen.getByRole('alertdialog', { name: 'You are about to be signed out' });
    expect(warning).toHaveAttribute('aria-modal', 'true');
    expect(warning).toHaveAccessibleDescription(/we will sign you out in 2 minutes/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    await advance(30_000);
    expect(warning).toHaveTextContent('1 minute 30 seconds');
  });

  it('keeps the session on "Stay signed in" with a call to the server and closes the dialog', async () => {
    renderSignedIn();
    await advance(minutes(28));
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await advance(0);

    expect(api.bodies(endpoints.getClaims.path)).toEqual([{ AccessToken: 'test-token' }]);
    expect(dialog()).not.toBeInTheDocument();
    await advance(minutes(27));
    expect(dialog()).not.toBeInTheDocument();
    await advance(minutes(1));
    expect(dialog()).toBeInTheDocument();
  });

  it('counts any call made with the session as activity', async () => {
    renderSignedIn();
    await advance(minutes(20));
    await act(() => callEndpoint(endpoints.getClaims, {}));
    await advance(minutes(10));
    expect(dialog()).not.toBeInTheDocument();
    await advance(minutes(18));
    expect(dialog()).toBeInTheDocument();
  });

  it('signs out to /login with a notice when the time runs out', async () => {
    const { router } = renderSignedIn();
    await advance(minutes(30));

    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(dialog()).not.toBeInTheDocument();
    expect(
      screen.getByText('Your session timed out after a period of inactivity. Please sign in again.'),
    ).toBeInTheDocument();
    expect(api.bodies(endpoints.logout.path)).toEqual([{ AccessToken: 'test-token' }]);
  });

  it('signs out at once on "Sign out" and forgets the kept form values', async () => {
    sessionStorage.setItem('portal.preservedForm.contact-us', '{}');
    const { router } = renderSignedIn();
    await advance(minutes(28));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await advance(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(sessionStorage.getItem('portal.preservedForm.contact-us')).toBeNull();
    expect(screen.queryByText(/timed out/)).not.toBeInTheDocument();
  });

  it('does not time a registration token, which is not yet a full session', async () => {
    sessionStore.signIn(
      { AccessToken: 'registration', isOneTimePassword: false, isRegistration: true } as SessionUser,
      { rememberMe: false },
    );
    renderApp('/privacypolicy');
    await advance(minutes(29));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not time the sign-in verification step', async () => {
    api.on(endpoints.generateSecurityCodeForLogin.path, { body: { SMS: true, Email: false } });
    renderApp('/verify', { signedIn: true, selectedClaim: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Access Code' })).toBeInTheDocument();
    await advance(minutes(29));
    expect(dialog()).not.toBeInTheDocument();
  });

  describe("the server's own limits (issue 30 item 1)", () => {
    /** The list on screen came from the cache; a call answered now carries the server's header. */
    const answeredCall = () => act(() => callEndpoint(endpoints.getClaims, {}).then(() => undefined));

    const withTimeLeft = (idleSeconds: number, absoluteSeconds: number, idleLimitSeconds = idleSeconds) => ({
      body: claims,
      headers: {
        [SESSION_TIME_LEFT_HEADER]: formatSessionTimeLeft({ idleSeconds, absoluteSeconds, idleLimitSeconds }),
      },
    });

    it('warns half way through a 2-minute idle limit and ends the session when it passes', async () => {
      api.on(endpoints.getClaims.path, withTimeLeft(120, 12 * 3600));
      const { router } = renderSignedIn();
      await answeredCall();
      await advance(59_000);
      expect(dialog()).not.toBeInTheDocument();
      await advance(1_000);
      expect(
        screen.getByRole('alertdialog', { name: 'You are about to be signed out' }),
      ).toHaveAccessibleDescription(/we will sign you out in 1 minute/);
      await advance(60_000);
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your session timed out after a period of inactivity. Please sign in again.',
      );
    });

    it('counts from when the server last recorded activity, not from the answer', async () => {
      // The server writes activity at most every 30 s: an answer may say less than the full limit.
      api.on(endpoints.getClaims.path, withTimeLeft(30 * 60 - 25, 12 * 3600, 30 * 60));
      renderSignedIn();
      await answeredCall();
      await advance(minutes(28) - 26_000);
      expect(dialog()).not.toBeInTheDocument();
      await advance(2_000);
      expect(dialog()).toBeInTheDocument();
    });

    it('warns before the absolute limit, which Continue puts away and nothing extends', async () => {
      api.on(endpoints.getClaims.path, withTimeLeft(30 * 60, 10 * 60));
      const { router } = renderSignedIn();
      await answeredCall();
      await advance(minutes(8));
      const warning = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
      expect(warning).toHaveAccessibleDescription(/we will sign you out in 2 minutes/);
      expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(dialog()).not.toBeInTheDocument();
      await advance(minutes(2));
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your session has reached its time limit. Please sign in again.',
      );
    });

    it('says on /login why a call found the session expired', async () => {
      api.on(endpoints.getClaims.path, {
        status: 225,
        body: [{ Number: 24, Message: 'Your session has reached its time limit. Please sign in again.' }],
      });
      const { router } = renderSignedIn();
      await act(() => callEndpoint(endpoints.getClaims, {}).catch(() => undefined));
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your session has reached its time limit. Please sign in again.',
      );
    });
  });
});
