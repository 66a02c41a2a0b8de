import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from './route-table';
import { nextLikelyScreens, preloadScreenAt, screenAt, useNextScreenPreload } from './screen-preload';
import { registeredScreen, registeredScreenKeys } from './screen-registry';

/** Every registered screen, with its preload watched (the real code is never fetched here). */
const preloads = vi.hoisted(() => new Map<string, ReturnType<typeof vi.fn>>());

vi.mock('./screen-registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./screen-registry')>();
  for (const key of actual.registeredScreenKeys)
    preloads.set(
      key,
      vi.fn(() => Promise.resolve()),
    );
  return {
    ...actual,
    registeredScreen: (key: string) => {
      const preload = preloads.get(key);
      return preload ? { Screen: () => null, preload } : undefined;
    },
  };
});

afterEach(() => {
  for (const preload of preloads.values()) preload.mockClear();
  vi.useRealTimers();
});

const preloaded = () =>
  [...preloads].filter(([, preload]) => preload.mock.calls.length > 0).map(([key]) => key);

describe('the screen registry', () => {
  it('registers only screens the route table routes to', () => {
    const routed = new Set(routeTable.map((route) => route.screen));
    expect(registeredScreenKeys.filter((key) => !routed.has(key))).toEqual([]);
    expect(registeredScreenKeys).toContain('sign-in');
    expect(registeredScreen('no-such-screen')).toBeUndefined();
  });

  it('names only registered screens as likely next screens', () => {
    const next = routeTable.flatMap((route) => nextLikelyScreens(route.screen));
    expect(next.filter((key) => !registeredScreenKeys.includes(key))).toEqual([]);
  });
});

describe('preloading the first screen (main.tsx)', () => {
  it('finds the screen of a path, with or without parameters', () => {
    expect(screenAt('/login')).toBe('sign-in');
    expect(screenAt('/login/m')).toBe('sign-in');
    expect(screenAt('/accountupdated/email/success')).toBe('account-updated');
    expect(screenAt('/services/7')).toBe('service-detail');
    expect(screenAt('/no-such-page')).toBeUndefined();
  });

  it('loads the code of the screen the address opens, and nothing else', async () => {
    await preloadScreenAt('/inbox');
    expect(preloaded()).toEqual(['inbox']);
    await expect(preloadScreenAt('/no-such-page')).resolves.toBeUndefined();
  });
});

describe('preloading the next likely screens once a screen is shown', () => {
  it('loads claims, claim home and the access code on the first input on the sign-in page, not before', async () => {
    vi.useFakeTimers();
    renderHook(() => useNextScreenPreload('sign-in'));
    await vi.runAllTimersAsync();
    document.body.focus();
    fireEvent.focusIn(document.body);
    expect(preloaded()).toEqual([]);

    fireEvent.keyDown(document.body, { key: 'a' });
    expect(preloaded().sort()).toEqual(['claim-home', 'claims', 'verify']);
    fireEvent.pointerDown(document.body);
    expect(preloads.get('claims')?.mock.calls).toHaveLength(1);
  });

  it.each([
    ['a press', (target: HTMLElement) => fireEvent.pointerDown(target)],
    ['typing', (target: HTMLElement) => fireEvent.input(target)],
  ])('starts the sign-in preloads on %s too', (_name, act) => {
    renderHook(() => useNextScreenPreload('sign-in'));
    act(document.body);
    expect(preloaded().sort()).toEqual(['claim-home', 'claims', 'verify']);
  });

  it('waits for no input once the sign-in page has gone', () => {
    const { unmount } = renderHook(() => useNextScreenPreload('forgot-password'));
    unmount();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(preloaded()).toEqual([]);
  });

  it('loads the inbox and My Details from claim home', async () => {
    vi.useFakeTimers();
    renderHook(() => useNextScreenPreload('claim-home'));
    await vi.runAllTimersAsync();
    expect(preloaded().sort()).toEqual(['account', 'inbox']);
  });

  it('loads nothing while no screen is shown, or when the screen leaves before the browser is idle', async () => {
    vi.useFakeTimers();
    renderHook(() => useNextScreenPreload(null));
    const { unmount } = renderHook(() => useNextScreenPreload('claims'));
    unmount();
    await vi.runAllTimersAsync();
    expect(preloaded()).toEqual([]);
  });
});
