// Alex sends an enquiry on claim 12/34568 (issue 13 "Tests"; spec part 2 §2 "Contact us", "Thank-you
// pages", §4 the three steps, §5): an enquiry of type Other with a reason, a message and two files,
// watched through "Uploading documents 1 of 2", the thank-you page with its links, and the sent item
// with its category, reason, message and both files. Every screen passes axe with no violation of any
// impact at 375 and 1280 px.
// Needs the contact-us server calls (uploadcontactform, uploadcontactfile, submitcontactform) of issue 13.
import { formatMessage, messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ContactUsPage } from './pages/contact-us-page.js';
import { InboxPage } from './pages/inbox-page.js';
import { SentItemsPage } from './pages/sent-items-page.js';
import { tinyPdf } from './support/account-journey.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-all-impacts.js';
import { useBrowser } from './support/browser.js';
import { recordDialogs } from './support/dialogs.js';
import { alexsFormsClaim, openClaimHomeAsAlex } from './support/messaging-journey.js';

const { openPage } = useBrowser();

/** Records every "Uploading documents n of m" text the page shows, however briefly. */
async function recordStepTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { stepTexts: string[] }).stepTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.contact-us__progress-text')?.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { stepTexts: string[] }).stepTexts);
}

/** A PDF large enough that its upload is seen on its way. */
function largerPdf(): Buffer {
  // A PDF may carry bytes after %%EOF; readers and signature checks ignore them.
  return Buffer.concat([tinyPdf(), Buffer.from(`\n%${'0'.repeat(2 * 1024 * 1024)}\n`)]);
}

describe('Alex sends an enquiry', () => {
  it('sends Other with two files, sees each upload step, the thank-you page and the sent item', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'desktop', '/login', alexsFormsClaim);
    const page = browser.page;
    const dialogs = recordDialogs(page);
    const fileUploads = ContactUsPage.recordFileUploads(page);

    await browser.goto('/contactus');
    const form = new ContactUsPage(page);
    await form.waitUntilShown();
    expect(await form.submit.isDisabled()).toBe(true);
    expect(await form.files.isDisabled()).toBe(true);
    await expectNoAxeViolationsAtBothWidths(page);

    const unique = `Enquiry ${Date.now()}: please call me about my travel costs.`;
    await form.enquiryType.selectOption({ label: 'Other' });
    await form.reason.fill('Travel costs');
    await form.message.fill(unique);
    await form.pick('first.pdf', largerPdf());
    await form.pick('second.pdf', tinyPdf());
    await form.fileRow('second.pdf').getByText(messages.uploadList.queued).waitFor();
    expect(fileUploads).toHaveLength(0);
    await expectNoAxeViolationsAtBothWidths(page);

    const stepTexts = await recordStepTexts(page);
    await form.submit.click();
    await browser.waitForPath('/thankyou-contact-us');
    const seen = await stepTexts();
    expect(seen).toContain(messages.contactUs.uploading);
    expect(seen).toContain(formatMessage(messages.contactUs.uploadProgress, { n: '1', total: '2' }));
    expect(fileUploads).toHaveLength(2);
    expect(dialogs.texts).toEqual([]);

    await page
      .getByText(formatMessage(messages.thankYou.contactUs, { days: '10' }), { exact: true })
      .waitFor();
    const main = page.getByRole('main');
    for (const [name, href] of [
      [messages.thankYou.links.home, '/claim'],
      [messages.thankYou.links.sendMessage, '/contactus'],
      [messages.thankYou.links.inbox, '/inbox'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    await expectNoAxeViolationsAtBothWidths(page);

    // The enquiry comes first in sent items, with its category, reason, message and both files.
    await main.getByRole('link', { name: messages.thankYou.links.inbox, exact: true }).click();
    await browser.waitForPath('/inbox');
    await new InboxPage(page).viewSentItems.click();
    await browser.waitForPath('/sent-items');
    const sent = new SentItemsPage(page);
    await sent.waitUntilShown();
    await sent.rows.first().click();
    await sent.details.getByText(unique).waitFor();
    await sent.details.getByText('Other', { exact: false }).first().waitFor();
    await sent.details.getByText('Travel costs', { exact: false }).first().waitFor();
    for (const file of ['first.pdf', 'second.pdf']) {
      await sent.details.getByRole('button', { name: `Download ${file}` }).waitFor();
    }
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
