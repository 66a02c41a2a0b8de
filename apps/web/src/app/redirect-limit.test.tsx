import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTER_REDIRECT_LIMIT, endpoints } from '@portal/contract';
import { claimA, claimB, renderApp } from '../test/render-app';
import { mockApi } from '../test/mock-api';
import { sessionStore } from '../lib/session-store';
import { RedirectLoopError, resetGuardRedirects } from './redirect-limit';
import type { GuardDecision, GuardInput } from './route-guards';

/** Navigations the app's router performs (each redirect is one), counted from its creation. */
const navigations = vi.hoisted(() => ({ count: 0 }));

vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router')>();
  const createMemoryRouter: typeof actual.createMemoryRouter = (...args) => {
    const router = actual.createMemoryRouter(...args);
    let lastKey = router.state.location.key;
    router.subscribe((state) => {
      if (state.location.key === lastKey) return;
      lastKey = state.location.key;
      navigations.count += 1;
    });
    return router;
  };
  return { ...actual, createMemoryRouter };
});

/** When set, the guards bounce between /claim and /claims for ever (a forced misconfiguration). */
const loop = vi.hoisted(() => ({ isOn: false }));

vi.mock('./route-guards', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./route-guards')>();
  return {
    ...actual,
    decideRouteAccess: (input: GuardInput): GuardDecision => {
      if (loop.isOn && input.route.access === 'claim') return { kind: 'redirect', to: '/claims' };
      if (loop.isOn && input.route.access === 'signedIn') return { kind: 'redirect', to: '/claim' };
      return actual.decideRouteAccess(input);
    },
  };
});

beforeEach(() => {
  resetGuardRedirects();
  loop.isOn = false;
  navigations.count = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('router redirect limit (spec part 1 §9: 31)', () => {
  it('stops a redirect loop after 31 redirects and shows the error page with a way out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loop.isOn = true;
    renderApp('/claim', { signedIn: true, claims: [claimA, claimB] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The portal could not work out which page to show you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
    expect(ROUTER_REDIRECT_LIMIT).toBe(31);
    expect(navigations.count).toBe(31);
    // It stays stopped: no further navigation happens.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigations.count).toBe(31);
    // Reported through the router's error logging.
    expect(logged.mock.calls.some((args) => args.some((arg) => arg instanceof RedirectLoopError))).toBe(true);
  });

  it('signs out from the error page and lands on the sign-in page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().on(endpoints.logout.path, { body: true });
    loop.isOn = true;
    const user = userEvent.setup();
    const { router } = renderApp('/claim', { signedIn: true, claims: [claimA, claimB] });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    loop.isOn = false;
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getSnapshot().user).toBeNull();
  });

  it('leaves ordinary redirects alone', async () => {
    const logged = vi.spyOn(console, 'error');
    // /inbox signed out -> /login: one redirect, then a screen.
    const { router } = renderApp('/inbox');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(navigations.count).toBe(1);
    expect(logged).not.toHaveBeenCalled();
  });

  it('starts counting again after a screen is shown', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // 31 redirects in separate runs, each ended by a shown screen, never trip the limit.
    for (let i = 0; i < ROUTER_REDIRECT_LIMIT + 5; i++) {
      await act(() => router.navigate('/claims'));
      expect(router.state.location.pathname).toBe('/login');
    }
    // Each round is the navigation to /claims and the guard's redirect back to /login.
    expect(navigations.count).toBe(2 * (ROUTER_REDIRECT_LIMIT + 5));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
