// What's happening (issue 32): Alex opens the timeline from claim home's section, loads more with the
// keyboard (focus goes to the first new entry) and downloads the decision letter with the bytes the
// provider attached; the page passes the accessibility gate at 375 and 1280 px, and in mobile-app mode
// (nh=1) it shows without the header and its links keep nh=1.
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoDecisionLetter } from '../../apps/server/src/db/seed/seed-timeline.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-any-impact.js';
import { downloadedBytes, useBrowser, viewports } from './support/browser.js';
import { useSignedInClaimHome } from './support/messaging-journey.js';
import { saveScreenshot } from './support/screenshots.js';

const { openPage } = useBrowser();
/** Alex signs in once per width and sign-in path; each journey starts from a fresh load of claim home. */
const openClaimHome = useSignedInClaimHome(openPage);
const t = messages.timeline;

const entries = (page: Page) => page.locator('.timeline__list > .timeline__item');

describe("What's happening", () => {
  it('opens from claim home, loads more from the keyboard and downloads the decision letter', async () => {
    const { browser } = await openClaimHome('desktop');
    const page = browser.page;
    const section = page.getByRole('region', { name: t.title });
    await section.waitFor();
    // The latest three, with the link to the whole page.
    await expect.poll(() => section.getByRole('heading', { level: 3 }).count()).toBe(3);
    // With E2E_SCREENSHOTS set: the light scheme's claim home and page, for a person to look at.
    await saveScreenshot(page, 'claim-timeline/claim-home', viewports.mobile);
    await saveScreenshot(page, 'claim-timeline/claim-home', viewports.desktop);
    await section.getByRole('link', { name: t.seeAll }).click();
    await browser.waitForPath('/claim-timeline');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await expect.poll(() => entries(page).count()).toBe(10);
    await expectNoAxeViolationsAtBothWidths(page);

    // Keyboard only: Show more from the keyboard, and focus lands on the eleventh entry.
    const more = page.getByRole('button', { name: t.showMore, exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => entries(page).count()).toBeGreaterThan(10);
    const focusedIndex = () =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll('.timeline__list > .timeline__item')];
        return items.indexOf(document.activeElement as Element);
      });
    await expect.poll(focusedIndex).toBe(10);
    // The oldest entry is the claim's acceptance; the list says it is complete.
    await page.getByText(t.allShown, { exact: true }).waitFor();
    await expect(entries(page).last().getByRole('heading').textContent()).resolves.toBe(
      'Your claim was accepted',
    );
    await expectNoAxeViolationsAtBothWidths(page);
    await saveScreenshot(page, 'claim-timeline/claim-timeline', viewports.mobile);
    await saveScreenshot(page, 'claim-timeline/claim-timeline', viewports.desktop);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: new RegExp(demoDecisionLetter.filename) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(demoDecisionLetter.filename);
    const bytes = await downloadedBytes(download);
    expect(Buffer.compare(bytes, Buffer.from(demoDecisionLetter.bytes()))).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('in mobile-app mode (nh=1): no header, the entries in full, links keeping nh=1', async () => {
    const { browser } = await openClaimHome('mobile', '/login/m');
    await browser.goto('/claim-timeline?nh=1');
    const page = browser.page;
    await expect.poll(() => entries(page).count()).toBe(10);
    expect(await page.getByRole('banner').count()).toBe(0);
    const toSentItems = page.getByRole('link', { name: t.links.sentItems }).first();
    await expect(toSentItems.getAttribute('href')).resolves.toBe('/sent-items?nh=1');
    await expectNoAxeViolationsAtBothWidths(page);
    await saveScreenshot(page, 'claim-timeline/claim-timeline-nh', viewports.mobile);
    await toSentItems.click();
    await browser.waitForPath('/sent-items?nh=1');
    expect(browser.pageErrors).toEqual([]);
  });
});
