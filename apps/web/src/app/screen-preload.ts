import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { routeTable } from './route-table';
import { registeredScreen } from './screen-registry';

/**
 * The screens a claimant most likely opens next from each screen, fetched while the browser is idle
 * so the next navigation renders without waiting for its chunk (issue 10 "Preload the next likely
 * chunk"). Sign-in leads to the access code or the claims and claim home; claim home to the inbox and
 * My Details; a list to its detail.
 */
const nextLikely: Partial<Record<string, readonly string[]>> = {
  'sign-in': ['claims', 'claim-home', 'verify'],
  verify: ['claims', 'claim-home'],
  activate: ['claims', 'claim-home'],
  register: ['activate'],
  'forgot-username': ['sent-username'],
  'forgot-password': ['reset-password'],
  'reset-password': ['activate'],
  claims: ['claim-home'],
  'claim-home': ['inbox', 'account'],
  inbox: ['inbox-item-detail', 'sent-items'],
  'sent-items': ['sent-item-detail'],
  'survey-validation': ['survey-intro', 'survey'],
  'survey-intro': ['survey', 'survey-outro'],
  survey: ['survey-outro'],
  services: ['service-detail'],
};

export function nextLikelyScreens(screen: string): readonly string[] {
  return nextLikely[screen] ?? [];
}

/** Loads the code of the given screens; keys without a registered screen are skipped. */
export async function preloadScreens(keys: readonly string[]): Promise<void> {
  const screens = keys.flatMap((key) => registeredScreen(key) ?? []);
  await Promise.all(screens.map((screen) => screen.preload()));
}

/** The screen key the route table gives a path, if any (query strings and hashes left off). */
export function screenAt(pathname: string): string | undefined {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null)?.screen;
}

/**
 * Loads the code of the screen at `pathname` before the first render (main.tsx), so the first screen
 * appears together with the frame instead of after a placeholder, without a layout shift.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  const screen = screenAt(pathname);
  return screen ? preloadScreens([screen]) : Promise.resolve();
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `work` when the browser is idle (or soon, where requestIdleCallback is missing: Safari). */
function whenIdle(work: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: 3_000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}

/** Once a screen is shown, preloads the screens that usually follow it. */
export function useNextScreenPreload(screen: string | null): void {
  useEffect(() => {
    if (screen === null) return;
    const next = nextLikelyScreens(screen);
    if (next.length === 0) return;
    return whenIdle(() => void preloadScreens(next));
  }, [screen]);
}
