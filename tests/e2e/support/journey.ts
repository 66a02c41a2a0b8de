// Steps several journeys share: the axe gate at both widths, landing after sign-in, and reading the
// signed-in user the web app keeps in storage (spec part 1 §3 "Session user").
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe.js';
import { viewports, type OpenedPage } from './browser.js';
import { trackRequests } from './network-quiet.js';
import { scrollToEnd } from './scrolling.js';

/**
 * The axe gate at 375 px and at 1280 px (issue 10: any impact fails), each scrolled to the end so the
 * floating back-to-top link is checked too; leaves the page at the width and scroll it had.
 */
export async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  const before = page.viewportSize();
  const scrollY = await page.evaluate(() => window.scrollY);
  for (const size of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(size);
    await scrollToEnd(page);
    await expectNoAxeViolations(page);
  }
  if (before) await page.setViewportSize(before);
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
}

/**
 * After a sign-in the claimant lands on the claim chooser (part 1 §4 "Session": AccountActivated 2 goes
 * to /claims); with exactly one claim the chooser selects it and opens /claim (§4 "Claims").
 */
export async function waitForSignedInLanding(browser: OpenedPage, paths = ['/claims', '/claim']) {
  await browser.page.waitForURL((url) => paths.includes(url.pathname), { timeout: 15_000 });
  await browser.settle();
  return browser.path();
}

/** The access token of the signed-in user, from session or local storage (web session store). */
export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('portal.user') ?? window.localStorage.getItem('portal.user');
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as { AccessToken?: unknown };
      return typeof user.AccessToken === 'string' ? user.AccessToken : null;
    } catch {
      return null;
    }
  });
}

/** A different wrong code for the same length, so a wrong guess is never the real code by chance. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/**
 * Counts the page's API calls from now on; `settled()` waits until none is on its way and the page has
 * had a moment to take the last answers in. A journey that moves the page's clock waits for it first:
 * an answer landing after the jump counts as activity at the new time (the idle timeout slides with
 * every call), as it would for a claimant, and would undo what the jump was for.
 */
export function trackApiCalls(page: Page): { settled(): Promise<void> } {
  const calls = trackRequests(page, (url) => url.pathname.startsWith('/api/'));
  return {
    async settled() {
      await calls.quiet(0);
      // The answers' handlers run in the page's next tasks.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      );
    },
  };
}
