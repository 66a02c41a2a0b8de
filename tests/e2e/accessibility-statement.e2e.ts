// The accessibility statement (issue 30 "Done when"): reached with the keyboard alone from the footer,
// signed out and signed in, at 375 px and 1280 px, and passing both engines of the gate (axe and IBM
// Equal Access, support/axe.ts). The dark scheme walk checks it too (dark-mode.e2e.ts). With
// E2E_SCREENSHOTS, a full-page screenshot of it at each width (support/screenshots.ts).
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser, viewports, type ViewportName } from './support/browser.js';
import { openClaimHomeAsAlex } from './support/messaging-journey.js';
import { saveScreenshot } from './support/screenshots.js';
import { scrollToEnd } from './support/scrolling.js';

const { openPage } = useBrowser();
const t = messages.accessibility;
const widths: ViewportName[] = ['mobile', 'desktop'];

/** Presses Tab until the footer's accessibility link has focus, as a keyboard user would. */
async function tabToFooterLink(page: Page): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    const isThere = await page.evaluate(
      (name) =>
        document.activeElement?.closest('footer') !== null && document.activeElement?.textContent === name,
      messages.shell.footer.accessibility,
    );
    if (isThere) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the footer's "${messages.shell.footer.accessibility}" link`);
}

/** Enter on the focused footer link, then the statement: its title, its report line, both engines. */
async function followToStatement(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/accessibility');
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await expect(page.getByRole('link', { name: 'Call TAC on 1300 654 329.' }).isVisible()).resolves.toBe(true);
  await scrollToEnd(page);
  await expectNoAxeViolations(page);
}

describe('the accessibility statement', () => {
  it.each(widths)('is reached by keyboard from the footer of /login at the %s width', async (viewport) => {
    const browser = await openPage(viewport);
    await browser.goto('/login');
    await browser.page.getByRole('heading', { level: 1, name: messages.signIn.submit }).waitFor();
    await tabToFooterLink(browser.page);
    await followToStatement(browser.page);
    await browser.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(browser.page, 'accessibility-statement', viewports[viewport]);
    expect(browser.pageErrors).toEqual([]);
  });

  it.each(widths)('is reached by keyboard from claim home, signed in, at the %s width', async (viewport) => {
    const { browser } = await openClaimHomeAsAlex(openPage, viewport);
    await tabToFooterLink(browser.page);
    await followToStatement(browser.page);
    await saveScreenshot(browser.page, 'accessibility-statement-signed-in', viewports[viewport]);
    expect(browser.pageErrors).toEqual([]);
  });
});
