import { useEffect } from 'react';

/**
 * "Leaving a page is tracked for analytics" (spec part 1 §2, part 2 §2). The spec's call tables have
 * no analytics call, so nothing is sent from here: each page leave is pushed onto `window.dataLayer`
 * (the tag-manager convention), where the provider's own tag manager may pick it up. The page is the
 * route PATTERN (e.g. /accountupdated/:type/:success), never the concrete URL, query or route state,
 * so no claim number or personal detail reaches the layer.
 */
export interface PageLeaveEvent {
  event: 'page_leave';
  /** The route pattern of the page left. */
  page: string;
  /** Time the page was shown and visible, in whole milliseconds. */
  durationMs: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function pushToDataLayer(entry: PageLeaveEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

interface Visit {
  page: string;
  /** Identifies one visit (the location pathname), so re-renders of the same page start nothing. */
  visitKey: string;
  /** When the page became visible; null while the tab is hidden (its time so far was already pushed). */
  since: number | null;
}

let current: Visit | null = null;
let areListenersInstalled = false;

function pushLeave(visit: Visit): void {
  if (visit.since === null) return;
  const durationMs = Math.max(0, Math.round(performance.now() - visit.since));
  pushToDataLayer({ event: 'page_leave', page: visit.page, durationMs });
}

/** Hiding the tab or unloading the page ends the visible stretch; showing it again restarts the clock. */
function onHidden(): void {
  if (!current) return;
  pushLeave(current);
  current.since = null;
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') onHidden();
  else if (current && current.since === null) current.since = performance.now();
}

function installListeners(): void {
  if (areListenersInstalled) return;
  areListenersInstalled = true;
  window.addEventListener('pagehide', onHidden);
  window.addEventListener('pageshow', () => {
    if (current && current.since === null) current.since = performance.now();
  });
  document.addEventListener('visibilitychange', onVisibilityChange);
}

/**
 * Notes that a page is now shown. A different visit first pushes the leave of the previous one;
 * the same visit again (a re-render, StrictMode's double effect) changes nothing.
 */
export function enterPage(page: string, visitKey: string): void {
  installListeners();
  if (current?.visitKey === visitKey && current.page === page) return;
  if (current) pushLeave(current);
  current = { page, visitKey, since: performance.now() };
}

/** Forgets the current visit without pushing anything (tests start from a clean slate). */
export function resetPageTracking(): void {
  current = null;
}

/**
 * Tracks the shown page: call it from the one place every routed screen renders through, with the
 * route pattern, or null while the route is not shown (a guard redirects instead).
 */
export function usePageLeaveTracking(pattern: string | null, pathname: string): void {
  useEffect(() => {
    if (pattern !== null) enterPage(pattern, pathname);
  }, [pattern, pathname]);
}
