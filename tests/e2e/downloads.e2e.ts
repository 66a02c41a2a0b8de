// Spec part 1 §1 "Modes", issue 15: an inbox attachment downloads with the bytes the provider attached,
// in each mode the portal runs in — the browser, the mobile app (signed in through /login/m, the
// message on its own page) and the windows host (started with ?host=windows, ADR 0031),
// where the page also says the file is in the Downloads folder.
import { formatMessage, messages } from '@portal/contract';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAttachments } from '../../apps/server/src/db/seed/demo-inbox-attachments.js';
import { InboxPage } from './pages/inbox-page.js';
import { downloadedBytes, useBrowser, type OpenedPage } from './support/browser.js';
import { openClaimHomeAsAlex } from './support/messaging-journey.js';

const { openPage } = useBrowser();

/** Read already in the seed, so opening it changes no unread count another journey relies on. */
const SUBJECT = 'Welcome to your claim';
const attachment = demoAttachments.welcomePack;

async function openMessage(browser: OpenedPage): Promise<InboxPage> {
  await browser.goto('/inbox');
  const inbox = new InboxPage(browser.page);
  await inbox.waitUntilShown();
  await inbox.search(SUBJECT);
  await inbox.row(SUBJECT).click();
  await inbox.detailsHeading(SUBJECT).waitFor();
  return inbox;
}

async function downloadAttachment(page: Page, inbox: InboxPage): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    inbox.downloadButton(attachment.filename).click(),
  ]);
  return download;
}

/** The downloaded file has the attachment's name and exactly the seeded bytes. */
async function expectSeededFile(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toBe(attachment.filename);
  const bytes = await downloadedBytes(download);
  expect(Buffer.compare(bytes, Buffer.from(attachment.bytes()))).toBe(0);
}

const savedLine = formatMessage(messages.inbox.savedToDownloads, { name: attachment.filename });

describe('downloading an inbox attachment in each mode (spec part 1 §1)', () => {
  it('in the browser: the seeded bytes, and no Downloads-folder line', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'desktop');
    const inbox = await openMessage(browser);
    await expectSeededFile(await downloadAttachment(browser.page, inbox));
    await expect(inbox.details.getByRole('status').textContent()).resolves.toBe('');
    expect(browser.pageErrors).toEqual([]);
  });

  it('in mobile-app mode: from the message’s own page, the same bytes', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'mobile', '/login/m');
    await expect(browser.page.evaluate(() => sessionStorage.getItem('isMobileApp'))).resolves.toBe('true');
    const inbox = await openMessage(browser);
    await browser.waitForPath('/inbox-item-detail');
    await expectSeededFile(await downloadAttachment(browser.page, inbox));
    await expect(inbox.details.getByRole('status').textContent()).resolves.toBe('');
    expect(browser.pageErrors).toEqual([]);
  });

  it('in windows-hosted mode: the same bytes, and the page says they are in the Downloads folder', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'desktop', '/login?host=windows');
    // The host's flag outlives the address that carried it.
    await expect(browser.page.evaluate(() => sessionStorage.getItem('isWindowsHosted'))).resolves.toBe(
      'true',
    );
    const inbox = await openMessage(browser);
    expect(browser.path()).toBe('/inbox');
    await expectSeededFile(await downloadAttachment(browser.page, inbox));
    await inbox.details.getByRole('status').getByText(savedLine, { exact: true }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
