// Steps of the dark-mode walk (issue 15, dark-mode.e2e.ts): the system set to dark (Playwright's emulated
// prefers-color-scheme), the check that the dark tokens really apply, and the gate each screen passes.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './axe.js';
import { viewports, type OpenedPage, type ViewportName } from './browser.js';
import { saveScreenshot, screenshotsFolder } from './screenshots.js';
import { scrollToEnd } from './scrolling.js';

/** The dark page colour (styles/tokens.css --colour-page in the dark scheme) as computed styles give it. */
const DARK_PAGE = 'rgb(18, 20, 22)';

export async function inDarkMode(browser: OpenedPage): Promise<void> {
  await browser.page.emulateMedia({ colorScheme: 'dark' });
}

/** The dark tokens really apply: a gate run on the light page would prove nothing. */
export async function expectDarkPage(page: Page): Promise<void> {
  const scheme = await page.evaluate(() => ({
    isDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    page: getComputedStyle(document.documentElement).backgroundColor,
  }));
  expect(scheme).toEqual({ isDark: true, page: DARK_PAGE });
}

/**
 * The dark page check and the axe gate (any impact, colour contrast included) at this context's width,
 * scrolled to the end so the back-to-top link is checked too; with E2E_SCREENSHOTS, a full-page
 * screenshot as tests/e2e/artifacts/dark-mode/<name>-<width>.png.
 */
export async function checkDarkScreen(page: Page, viewport: ViewportName, name: string): Promise<void> {
  await expectDarkPage(page);
  await scrollToEnd(page);
  await expectNoAxeViolations(page);
  if (!screenshotsFolder()) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `dark-mode/${name}`, viewports[viewport]);
}

/** A full load of the path, then its first heading. */
export async function visit(browser: OpenedPage, path: string): Promise<void> {
  await browser.goto(path);
  await browser.page.locator('h1').first().waitFor();
}

/** The outline of whatever has the keyboard's focus. */
export async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      style: style.outlineStyle,
      colour: style.outlineColor,
      width: style.outlineWidth,
    };
  });
}
