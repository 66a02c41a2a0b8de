import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimA, claimB, renderApp } from '../test/render-app';
import { resetPageTracking, type PageLeaveEvent } from './analytics';

function pageLeaves(): PageLeaveEvent[] {
  return (window.dataLayer ?? []).filter(
    (entry): entry is PageLeaveEvent => (entry as { event?: unknown }).event === 'page_leave',
  );
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetPageTracking();
  delete window.dataLayer;
});
afterEach(() => {
  setVisibility('visible');
  vi.restoreAllMocks();
});

describe('page-leave analytics (spec part 1 §2 "Leaving a page is tracked for analytics")', () => {
  it('pushes one page_leave event with the pattern of the page left when the route changes', async () => {
    const { router } = renderApp('/claim', { signedIn: true, claims: [claimA, claimB] });
    // Claim home is shown: its title (text containing "hi" is now in several of its sections).
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(pageLeaves()).toEqual([]);

    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 1234);
    await act(() => router.navigate('/accountupdated/personal-details/success'));
    await screen.findByRole('heading', { level: 1, name: 'Details updated' });

    expect(pageLeaves()).toHaveLength(1);
    expect(pageLeaves()[0]).toMatchObject({ event: 'page_leave', page: '/claim' });
    expect(pageLeaves()[0]?.durationMs).toBeGreaterThanOrEqual(1234);
  });

  it('records the route pattern, never the concrete address, query or state', async () => {
    const { router } = renderApp('/accountupdated/bank-details/success', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Details updated' });
    await act(() => router.navigate('/inbox?claim=12/34567', { state: { claimNumber: claimA.Number } }));
    await act(() => router.navigate('/services/42'));
    await act(() => router.navigate('/claim'));

    expect(pageLeaves().map((entry) => entry.page)).toEqual([
      '/accountupdated/:type/:success',
      '/inbox',
      '/services/:id',
    ]);
    const pushed = JSON.stringify(window.dataLayer);
    for (const leak of ['bank-details', '12/34567', 'claim=', 'claimNumber', '/services/42'])
      expect(pushed).not.toContain(leak);
    for (const entry of pageLeaves())
      expect(Object.keys(entry).sort()).toEqual(['durationMs', 'event', 'page']);
  });

  it('does not count a page a guard redirected away from', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // Signed out, /inbox is never shown: the guard sends the visitor straight back to /login.
    await act(() => router.navigate('/inbox'));
    expect(router.state.location.pathname).toBe('/login');
    expect(pageLeaves()).toEqual([]);
  });

  it('records a leave when the tab is hidden or the page unloads, and not twice', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    setVisibility('hidden');
    expect(pageLeaves().map((entry) => entry.page)).toEqual(['/login']);
    window.dispatchEvent(new Event('pagehide'));
    expect(pageLeaves()).toHaveLength(1);

    // Back in view the clock restarts, and the next route change records the second stretch.
    setVisibility('visible');
    await act(() => router.navigate('/register'));
    expect(pageLeaves().map((entry) => entry.page)).toEqual(['/login', '/login']);

    window.dispatchEvent(new Event('pagehide'));
    expect(pageLeaves().map((entry) => entry.page)).toEqual(['/login', '/login', '/register']);
  });

  it('adds to a data layer the page already has without replacing it', async () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await act(() => router.navigate('/register'));
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[0]).toEqual({ event: 'gtm.js' });
  });
});
