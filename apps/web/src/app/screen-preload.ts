import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { preloadHeaderWithClaim } from './layout/site-header';
import { routeTable } from './route-table';
import { registeredScreen } from './screen-registry';

/**
 * The screens a claimant most likely opens next from each screen, fetched ahead so the next navigation
 * renders without waiting for its chunk (issue 10 "Preload the next likely chunk"). Sign-in leads to
 * the access code or the claims and claim home; claim home to the inbox and My Details; a list to its
 * detail.
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

/**
 * Screens left only through their form: nobody moves on from them without typing or pressing first,
 * so their next screens are fetched on the first input instead of when the browser is idle. A first
 * visit to /login then loads only what /login needs (issue 15: its scripts toward 100 KiB, less to run
 * while the page settles), and the next screen's code still arrives while the claimant types and the
 * server checks the password (ADR 0029).
 */
const preloadedOnFirstInput: ReadonlySet<string> = new Set([
  'sign-in',
  'verify',
  'activate',
  'register',
  'forgot-username',
  'forgot-password',
  'reset-password',
  'survey-validation',
]);

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
 * appears together with the frame instead of after a placeholder, without a layout shift; with a claim
 * chosen, the claim's header too (site-header.tsx).
 */
export function preloadScreenAt(pathname: string, hasClaim = false): Promise<void> {
  const screen = screenAt(pathname);
  return Promise.all([
    screen ? preloadScreens([screen]) : undefined,
    hasClaim ? preloadHeaderWithClaim() : undefined,
  ]).then(() => undefined);
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

/**
 * The first press, key or typed character on the page. Not focus: a screen moves focus itself when it
 * opens (part 1 §4), which is no sign the claimant has started.
 */
const firstInputEvents = ['pointerdown', 'keydown', 'input'] as const;

/** Runs `work` once, on the page's first input; the returned function stops waiting. */
function onFirstInput(work: () => void): () => void {
  const stop = () => {
    for (const type of firstInputEvents) document.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    work();
  }
  for (const type of firstInputEvents) document.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}

/** Once a screen is shown, preloads the screens that usually follow it. */
export function useNextScreenPreload(screen: string | null): void {
  useEffect(() => {
    if (screen === null) return;
    const next = nextLikelyScreens(screen);
    if (next.length === 0) return;
    const preload = () => void preloadScreens(next);
    return preloadedOnFirstInput.has(screen) ? onFirstInput(preload) : whenIdle(preload);
  }, [screen]);
}
