// Alex signs the authority to release information on claim 12/34568 (issue 13 "Tests"; spec part 2
// §2 "Authority form", §4): once drawn with the mouse, once typed with the keyboard only (WCAG 2.2
// 2.5.7), each going to the documents thank-you page; the sent item says how it was signed. Every
// screen passes axe with no violation of any impact at 375 and 1280 px.
// Needs the issue-13 server: getauthorityformdata, the `authorityform` content item and
// uploadauthorityform with SignatureMethod and TypedName.
import { formatMessage, messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AuthorityFormPage } from './pages/authority-form-page.js';
import { InboxPage } from './pages/inbox-page.js';
import { SentItemsPage } from './pages/sent-items-page.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-all-impacts.js';
import { useBrowser } from './support/browser.js';
import { recordDialogs } from './support/dialogs.js';
import { alexsFormsClaim, useSignedInClaimHome } from './support/messaging-journey.js';

const { openPage } = useBrowser();
/** Alex signs in once per width and sign-in path; each journey starts from a fresh load of claim home. */
const openClaimHome = useSignedInClaimHome(openPage);

/**
 * The newest sent item is the signed authority, made the way the journey signed it, with the signature
 * and the signed record (the browser hides multipart bodies from Playwright, so the server's record of
 * the upload is what shows how it was signed).
 */
async function expectSentAuthority(
  browser: { goto(path: string): Promise<void>; waitForPath(path: string): Promise<void> },
  page: Page,
  how: string,
): Promise<void> {
  await browser.goto('/inbox');
  await new InboxPage(page).viewSentItems.click();
  await browser.waitForPath('/sent-items');
  const sent = new SentItemsPage(page);
  await sent.waitUntilShown();
  await sent.rows.first().click();
  await sent.details.getByText(how).waitFor();
  await sent.details.getByRole('button', { name: 'Download authority-to-release-information.pdf' }).waitFor();
}

async function expectDocumentsThankYou(page: Page): Promise<void> {
  await page
    .getByText(formatMessage(messages.thankYou.documents, { provider: 'TAC' }), { exact: true })
    .waitFor();
}

/** Presses Tab until the element with `id` has focus (keyboard only, as a keyboard user would). */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.id === wanted, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

describe('Alex signs the authority form', () => {
  it('draws the signature with the mouse and submits', async () => {
    const { browser } = await openClaimHome('desktop', '/login', alexsFormsClaim);
    const page = browser.page;
    const dialogs = recordDialogs(page);
    await browser.goto('/authorityform');
    const form = new AuthorityFormPage(page);
    await form.waitUntilShown();
    expect(await form.submit.isDisabled()).toBe(true);
    await expectNoAxeViolationsAtBothWidths(page);

    await form.drawWithMouse();
    await expect.poll(() => form.submit.isEnabled()).toBe(true);
    await form.clear.click();
    expect(await form.submit.isDisabled()).toBe(true);
    await form.drawWithMouse();
    await expectNoAxeViolationsAtBothWidths(page);

    await form.submit.click();
    await browser.waitForPath('/thankyou-documents');
    await expectDocumentsThankYou(page);
    expect(dialogs.texts).toEqual([]);
    await expectSentAuthority(browser, page, 'Signed by drawing');
  });

  it('types the signature with the keyboard only and submits', async () => {
    const { browser } = await openClaimHome('desktop', '/login', alexsFormsClaim);
    const page = browser.page;
    await browser.goto('/authorityform');
    const form = new AuthorityFormPage(page);
    await form.waitUntilShown();

    await tabTo(page, 'authority-form-typed-name');
    await page.keyboard.type('Alex Citizen');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await form.declaration.isChecked()).toBe(true);
    await expectNoAxeViolationsAtBothWidths(page);
    await page.keyboard.press('Tab');
    expect(await form.submit.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await browser.waitForPath('/thankyou-documents');
    await expectDocumentsThankYou(page);
    await expectSentAuthority(browser, page, 'Signed by typing');
  });
});
