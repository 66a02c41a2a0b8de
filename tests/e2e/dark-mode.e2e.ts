// Issue 15 "Dark mode": with the system set to dark (Playwright's emulated prefers-color-scheme), every
// screen goes through the same axe gate as the light journeys (support/axe.ts: any impact fails, colour
// contrast included), at 375 px and at 1280 px, one browser context per width walking through the
// screens. The signature canvas stays light paper with dark ink, the focus ring stays visible, and a
// screenshot of each screen lands in .test-results/dark-mode/ for a person to look at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AuthorityFormPage } from './pages/authority-form-page.js';
import { InboxPage } from './pages/inbox-page.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser, viewports, type OpenedPage, type ViewportName } from './support/browser.js';
import { openClaimHomeAsAlex } from './support/messaging-journey.js';
import { scrollToEnd } from './support/scrolling.js';
import { demoServices } from '../../apps/server/src/db/seed/demo-services.js';

const { openPage } = useBrowser();
const widths: ViewportName[] = ['mobile', 'desktop'];
const shotsDir = fileURLToPath(new URL('../../.test-results/dark-mode/', import.meta.url));

/** The dark page colour (styles/tokens.css --colour-page in the dark scheme) as computed styles give it. */
const DARK_PAGE = 'rgb(18, 20, 22)';
const FOCUS = 'rgb(255, 191, 71)';
const WHITE = 'rgb(255, 255, 255)';

/** A read message with an attachment: opening it changes no unread count other journeys rely on. */
const READ_MESSAGE = 'Welcome to your claim';

async function inDarkMode(browser: OpenedPage): Promise<void> {
  await browser.page.emulateMedia({ colorScheme: 'dark' });
}

/** The dark tokens really apply: a gate run on the light page would prove nothing. */
async function expectDarkPage(page: Page): Promise<void> {
  const scheme = await page.evaluate(() => ({
    isDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    page: getComputedStyle(document.documentElement).backgroundColor,
  }));
  expect(scheme).toEqual({ isDark: true, page: DARK_PAGE });
}

/** The axe gate at this context's width, scrolled to the end, and a full-page screenshot. */
async function checkScreen(page: Page, viewport: ViewportName, name: string): Promise<void> {
  await expectDarkPage(page);
  await scrollToEnd(page);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}${name}-${viewport}.png`, fullPage: true });
}

/** The outline of whatever has the keyboard's focus. */
async function focusRing(page: Page) {
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

async function visit(browser: OpenedPage, path: string): Promise<void> {
  await browser.goto(path);
  await browser.page.locator('h1').first().waitFor();
}

const signedOutScreens: [path: string, name: string][] = [
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgotusername', 'forgot-username'],
  ['/forgotpassword', 'forgot-password'],
  ['/surveyvalidation', 'survey-validation'],
  ['/disclaimer', 'terms'],
  ['/notice', 'notice'],
  ['/privacypolicy', 'privacy'],
];

/** Claim screens reached by address once a claim is chosen; the inbox and sent items have their own steps. */
const claimScreens: [path: string, name: string][] = [
  ['/claim', 'claim-home'],
  ['/account', 'my-details'],
  ['/updatepassword', 'update-password'],
  ['/personal-details', 'personal-details'],
  ['/contact-details', 'contact-details'],
  ['/forms', 'send-documents'],
  ['/submitdocuments', 'submit-documents'],
  ['/reimbursementform', 'reimbursement-form'],
  ['/contactus', 'contact-us'],
  ['/services', 'services'],
  [`/services/${demoServices.find((service) => service.approved)?.id ?? ''}`, 'service-detail'],
];

describe('dark mode (issue 15): every screen passes the axe gate with the system set to dark', () => {
  it.each(widths)('signed-out screens at the %s width, with a visible focus ring', async (viewport) => {
    const browser = await openPage(viewport);
    await inDarkMode(browser);
    for (const [path, name] of signedOutScreens) {
      await visit(browser, path);
      await checkScreen(browser.page, viewport, name);
    }

    // The keyboard's focus ring: the yellow outline with its dark halo, on the dark page, for the
    // first control the keyboard reaches and for a text field.
    await visit(browser, '/login');
    await browser.page.keyboard.press('Tab');
    const field = browser.page.getByRole('textbox').first();
    const rings = [await focusRing(browser.page)];
    await field.focus();
    rings.push(await focusRing(browser.page));
    expect(rings).toEqual([
      { tag: 'A', style: 'solid', colour: FOCUS, width: '3px' },
      { tag: 'INPUT', style: 'solid', colour: FOCUS, width: '3px' },
    ]);
    expect(browser.pageErrors).toEqual([]);
  });

  // About 40 s on an idle machine: one sign-in, then 16 screens each with axe and a screenshot.
  it.each(widths)('claim screens at the %s width', { timeout: 180_000 }, async (viewport) => {
    const { browser } = await openClaimHomeAsAlex(openPage, viewport);
    await inDarkMode(browser);
    for (const [path, name] of claimScreens) {
      await visit(browser, path);
      await checkScreen(browser.page, viewport, name);
    }

    await visit(browser, '/inbox');
    const inbox = new InboxPage(browser.page);
    await inbox.waitUntilShown();
    await inbox.viewSentItems.click();
    await browser.waitForPath('/sent-items');
    await browser.page.getByRole('list', { name: messages.sentItems.listLabel }).waitFor();
    await checkScreen(browser.page, viewport, 'sent-items');

    // Inbox with a message open (the detail pane or, when narrow, the detail in place of the list).
    await visit(browser, '/inbox');
    await inbox.waitUntilShown();
    await inbox.search(READ_MESSAGE);
    await inbox.row(READ_MESSAGE).click();
    await inbox.detailsHeading(READ_MESSAGE).waitFor();
    await checkScreen(browser.page, viewport, 'message-detail');

    // The authority form with a drawn signature: light paper, dark ink, whatever the scheme.
    await visit(browser, '/authorityform');
    const authority = new AuthorityFormPage(browser.page);
    await authority.waitUntilShown();
    await authority.drawWithMouse();
    await expect(
      authority.canvas.evaluate((canvas) => getComputedStyle(canvas).backgroundColor),
    ).resolves.toBe(WHITE);
    const ink = await authority.canvas.evaluate((element) => {
      // The pixels the saved PNG is made of (use-signature-pad.ts toPng is canvas.toBlob of them).
      const canvas = element as HTMLCanvasElement;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      let light = 0;
      let backgroundPainted = 0;
      for (let index = 0; index < data.length; index += 4) {
        const [r = 0, g = 0, b = 0, alpha = 0] = data.subarray(index, index + 4);
        if (alpha === 0) continue;
        if (alpha === 255 && r === 255 && g === 255 && b === 255) backgroundPainted += 1;
        else drawn += 1;
        if (Math.max(r, g, b) > 64) light += 1;
      }
      return { drawn, light, backgroundPainted, corner: data[3] };
    });
    // Ink was drawn, all of it dark; the background stays transparent (never painted in).
    expect(ink.drawn).toBeGreaterThan(100);
    expect(ink).toMatchObject({ light: 0, backgroundPainted: 0, corner: 0 });
    await checkScreen(browser.page, viewport, 'authority-form');

    // The claim chooser last: opening it leaves the chosen claim behind.
    await browser.goto('/claims');
    await browser.page.getByRole('heading', { name: messages.claims.title, exact: true }).waitFor();
    await checkScreen(browser.page, viewport, 'claims');
    expect(browser.pageErrors).toEqual([]);
  });

  it('the mobile-app message page at 375 px and 1280 px', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'mobile', '/login/m');
    await inDarkMode(browser);
    await visit(browser, '/inbox?nh=1');
    const inbox = new InboxPage(browser.page);
    await inbox.waitUntilShown();
    await inbox.search(READ_MESSAGE);
    await inbox.row(READ_MESSAGE).click();
    await browser.waitForPath('/inbox-item-detail?nh=1');
    await inbox.detailsHeading(READ_MESSAGE).waitFor();
    for (const viewport of widths) {
      await browser.page.setViewportSize(viewports[viewport]);
      await checkScreen(browser.page, viewport, 'app-message-detail');
    }
    expect(browser.pageErrors).toEqual([]);
  });
});
