// Journeys for Alex's inbox on claim 12/34567 (spec part 2 §2 "Inbox", §4 "Load more", issue 5 "Tests"):
// the counts and Load more over the 27 seeded messages, search, the last 30 days, a custom range that
// ends before it starts, reading an unread message (the toolbar badge follows without a reload), a
// clickable link, downloading attachments, the keyboard alone, and the mobile-app detail page. Alex
// signs in on a browser the server remembers, so no access code is spent (support/remembered-device.ts).
import { endpoints, formatMessage, messages, serverErrors } from '@portal/contract';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  claimHomeInboxPanel,
  escapeRegExp,
  InboxPage,
  toolbarLink,
  toolbarUnreadCount,
} from './pages/inbox-page.js';
import { expectInViewport } from './support/geometry.js';
import { downloadedBytes, useBrowser, type OpenedPage } from './support/browser.js';
import { alex } from './support/demo-people.js';
import { alexInbox, messagesMatching, messageWithSubject } from './support/demo-inbox.js';
import { recordDialogs } from './support/dialogs.js';
import { expectAccessibleAtBothWidths } from './support/journey.js';
import { alexsMessagingClaim, expectRows, useSignedInClaimHome } from './support/messaging-journey.js';

const { openPage } = useBrowser();
/** Alex signs in once per width and sign-in path; each journey starts from a fresh load of claim home. */
const openClaimHome = useSignedInClaimHome(openPage);
const t = messages.inbox;
const subjects = (list: readonly { subject: string }[]) => list.map((message) => message.subject);

/** Alex on claim home, then /inbox through the claim home's Inbox panel. */
async function openInbox(viewport: 'desktop' | 'mobile' = 'desktop', loginPath = '/login') {
  const { browser } = await openClaimHome(viewport, loginPath);
  await claimHomeInboxPanel(browser.page).click();
  await browser.waitForPath('/inbox');
  const inbox = new InboxPage(browser.page);
  await inbox.waitUntilShown();
  return { browser, inbox };
}

/** Clicks and waits for the download the click starts. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** A marker in the page's window that a reload would lose. */
async function markWindow(browser: OpenedPage): Promise<() => Promise<boolean>> {
  await browser.page.evaluate(() => {
    (window as unknown as { e2eNoReload?: boolean }).e2eNoReload = true;
  });
  return () =>
    browser.page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload === true);
}

describe('Alex’s inbox', () => {
  it('counts the 27 messages, shows them ten at a time with Load more, and opens one with a link and a file', async () => {
    const { browser, inbox } = await openInbox();
    const dialogs = recordDialogs(browser.page);
    const total = alexInbox.length;
    expect(total).toBe(27);

    await inbox.page.getByText(formatMessage(t.count, { n: total }), { exact: true }).waitFor();
    await expect(inbox.countNumber()).resolves.toBe(total);
    // The tabs, Send a message and, with two claims, the note pointing to Switch Claim (part 2 §2).
    await inbox.tabs.getByRole('link', { name: t.title, exact: true }).waitFor();
    await inbox.tabs.getByRole('link', { name: t.sentTitle, exact: true }).waitFor();
    await inbox.sendMessage.waitFor();
    await inbox.page.getByText(t.switchClaimNote, { exact: true }).waitFor();
    await inbox.viewSentItems.waitFor();

    await inbox.waitForShowing({ from: 1, to: 10, total });
    await expectRows(inbox, subjects(alexInbox.slice(0, 10)));
    await inbox.noSelection.waitFor({ state: 'visible' });
    await expectAccessibleAtBothWidths(browser.page);

    // Load more appends the next ten, then the last seven, and goes away (part 2 §4).
    await inbox.loadMore.click();
    await inbox.waitForShowing({ from: 1, to: 20, total });
    await expectRows(inbox, subjects(alexInbox.slice(0, 20)));
    // Focus moves to the first new row, not the button pushed below the list (issue 10 item 8).
    await expect.poll(() => inbox.rows.nth(10).evaluate((row) => row === document.activeElement)).toBe(true);
    await inbox.loadMore.click();
    await inbox.waitForShowing({ from: 1, to: total, total });
    await expectRows(inbox, subjects(alexInbox));
    await expect(inbox.loadMore.count()).resolves.toBe(0);

    // A message from the second page: its web address is a real link, and its guide downloads.
    const travel = messageWithSubject('Travel expenses');
    const guide = travel.attachments[0];
    expect(guide?.mimeType).toBe('text/plain');
    await inbox.row(travel.subject).click();
    await inbox.detailsHeading(travel.subject).waitFor();
    // Chosen far down the list at 1280 px, the detail is where the reader looks (issue 10 item 8).
    await expectInViewport(inbox.detailsHeading(travel.subject));
    await inbox.details.getByText(alexsMessagingClaim, { exact: true }).waitFor();
    const address = /https:\/\/www\.tac\.vic\.gov\.au\/\S+travel-expenses/.exec(travel.body)?.[0] ?? '';
    expect(address).not.toBe('');
    // Its name may add that it opens in a new tab (external links, part 2 §2).
    const link = inbox.details.getByRole('link', { name: new RegExp(`^\\s*${escapeRegExp(address)}`) });
    await expect(link.evaluate((element) => element.tagName)).resolves.toBe('A');
    await expect(link.getAttribute('href')).resolves.toBe(address);

    const download = await downloadBy(browser.page, () =>
      inbox.downloadButton(guide?.filename ?? '').click(),
    );
    expect(download.suggestedFilename()).toBe(guide?.filename);
    expect((await downloadedBytes(download)).toString('utf8')).toMatch(/^Travel expenses - how to claim/);
    expect(dialogs.texts).toEqual([]);
  });

  it('searches subjects and texts, keeps the last 30 days, and refuses a custom range that ends before it starts', async () => {
    const { browser, inbox } = await openInbox();
    const dialogs = recordDialogs(browser.page);
    const total = alexInbox.length;
    await inbox.waitForShowing({ from: 1, to: 10, total });

    // Case-insensitive, over subject and text (ADR 0017).
    const found = messagesMatching('physiotherapy');
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThan(10);
    await inbox.search('PHYSIOTHERAPY');
    await inbox.waitForShowing({ from: 1, to: found.length, total: found.length });
    await expectRows(inbox, subjects(found));
    await expect(inbox.loadMore.count()).resolves.toBe(0);
    await expectAccessibleAtBothWidths(browser.page);

    // No match (issue 10 item 10): says so, keeps the whole inbox in the count and offers nothing to
    // select beside the empty list.
    await inbox.search('zebra crossing');
    await inbox.waitForShowing({ from: 0, to: 0, total: 0 });
    await inbox.noMatch.waitFor({ state: 'visible' });
    await expect(inbox.countNumber()).resolves.toBe(total);
    await expect(inbox.rows.count()).resolves.toBe(0);
    await expect(inbox.noSelection.count()).resolves.toBe(0);
    await expectAccessibleAtBothWidths(browser.page);

    await inbox.search('');
    await inbox.waitForShowing({ from: 1, to: 10, total });

    // From Melbourne midnight 30 days before today: the seed's messages are whole days apart, and one
    // 30 days old would sit on the boundary, so the journey relies on none being there.
    expect(alexInbox.filter((message) => message.daysAgo === 30)).toEqual([]);
    const recent = alexInbox.filter((message) => message.daysAgo < 30);
    expect(recent.length).toBeGreaterThan(0);
    await inbox.chooseDateRange(t.dateRanges['30days']);
    await inbox.waitForShowing({ from: 1, to: recent.length, total: recent.length });
    await expectRows(inbox, subjects(recent));

    // Custom dates with the start after the end: the validation text, and the list stays as it was.
    await inbox.applyCustomRange('10/02/2025', '01/02/2025');
    await inbox.page.getByText(serverErrors.dateRangeInvalid.Message, { exact: true }).first().waitFor();
    await expect(inbox.showingNumbers()).resolves.toEqual({
      from: 1,
      to: recent.length,
      total: recent.length,
    });
    await expectAccessibleAtBothWidths(browser.page);
    expect(dialogs.texts).toEqual([]);
  });

  it('reads an unread message, so the toolbar badge drops by one without a reload, and downloads a PDF', async () => {
    const { browser, home } = await openClaimHome();
    const dialogs = recordDialogs(browser.page);
    // The toolbar's Inbox link carries the unread count (part 1 §2 "Layout"; wide screens).
    await expect.poll(() => toolbarUnreadCount(browser.page)).toBeGreaterThan(0);
    const unreadBefore = await toolbarUnreadCount(browser.page);
    await expect(claimHomeInboxPanel(browser.page).innerText()).resolves.toContain(
      formatMessage(messages.claimHome.unreadCount, { n: unreadBefore }),
    );
    const stillLoaded = await markWindow(browser);
    await toolbarLink(browser.page, messages.shell.toolbar.inbox).click();
    await browser.waitForPath('/inbox');
    const inbox = new InboxPage(browser.page);
    await inbox.waitUntilShown();

    const unread = messageWithSubject('Check your bank details');
    expect(unread.read).toBe(false);
    const row = inbox.row(unread.subject);
    await expect(inbox.isUnread(row)).resolves.toBe(true);
    const marked = browser.page.waitForResponse((r) => r.url().endsWith(endpoints.markAsRead.path));
    await row.click();
    expect((await marked).status()).toBe(200);
    await inbox.detailsHeading(unread.subject).waitFor();
    await expect(row.getAttribute('aria-current')).resolves.toBe('true');
    await expect.poll(() => inbox.isUnread(row)).toBe(false);
    await expect.poll(() => toolbarUnreadCount(browser.page)).toBe(unreadBefore - 1);
    await expect(stillLoaded()).resolves.toBe(true);
    await expectAccessibleAtBothWidths(browser.page);

    // A read message with a PDF attached (first page of the list): the file arrives with its name.
    const withPdf = messageWithSubject('Reimbursement paid');
    const pdf = withPdf.attachments[0];
    expect(pdf?.mimeType).toBe('application/pdf');
    const pdfRow = inbox.row(withPdf.subject);
    await expect(inbox.hasAttachments(pdfRow)).resolves.toBe(true);
    await pdfRow.click();
    await inbox.detailsHeading(withPdf.subject).waitFor();
    const download = await downloadBy(browser.page, () => inbox.downloadButton(pdf?.filename ?? '').click());
    expect(download.suggestedFilename()).toBe(pdf?.filename);
    expect((await downloadedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(toolbarUnreadCount(browser.page)).resolves.toBe(unreadBefore - 1);

    // Claim home, reached in the same page, says the new count too.
    await toolbarLink(browser.page, messages.shell.toolbar.home).click();
    await browser.waitForPath('/claim');
    await home.waitUntilShown(alex.firstName);
    await expect
      .poll(() => claimHomeInboxPanel(browser.page).innerText())
      .toContain(formatMessage(messages.claimHome.unreadCount, { n: unreadBefore - 1 }));
    await expect(stillLoaded()).resolves.toBe(true);
    expect(dialogs.texts).toEqual([]);
  });

  it('searches and opens a message with the keyboard alone', async () => {
    const { browser, inbox } = await openInbox();
    const focusOn = async (target: typeof inbox.searchBox) => {
      for (let step = 0; step < 60; step += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await browser.page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the element.');
    };
    const found = messagesMatching('survey');
    expect(found.length).toBeGreaterThan(0);

    // Tab, typing and Enter only: no click anywhere.
    await focusOn(inbox.searchBox);
    await browser.page.keyboard.type('survey');
    await browser.page.keyboard.press('Enter');
    await inbox.waitForShowing({ from: 1, to: found.length, total: found.length });
    await expectRows(inbox, subjects(found));

    const first = found[0]?.subject ?? '';
    await focusOn(inbox.row(first));
    await browser.page.keyboard.press('Enter');
    await inbox.detailsHeading(first).waitFor();
    await expect(inbox.row(first).getAttribute('aria-current')).resolves.toBe('true');
  });
});

describe('the inbox in mobile-app mode', () => {
  it('opens a message on /inbox-item-detail, marks it read there, and goes back to the list', async () => {
    const { browser, inbox } = await openInbox('mobile', '/login/m');
    const dialogs = recordDialogs(browser.page);
    await expect(browser.page.evaluate(() => sessionStorage.getItem('isMobileApp'))).resolves.toBe('true');
    await expectAccessibleAtBothWidths(browser.page);

    const unread = messageWithSubject('Your enquiry about travel expenses');
    expect(unread.read).toBe(false);
    const row = inbox.row(unread.subject);
    await expect(inbox.isUnread(row)).resolves.toBe(true);
    const marked = browser.page.waitForResponse((r) => r.url().endsWith(endpoints.markAsRead.path));
    await row.click();
    await browser.waitForPath('/inbox-item-detail');
    expect((await marked).status()).toBe(200);
    await inbox.detailsHeading(unread.subject).waitFor();
    await inbox.details.getByText(alexsMessagingClaim, { exact: true }).waitFor();
    await expectAccessibleAtBothWidths(browser.page);

    await browser.page.goBack();
    await browser.waitForPath('/inbox');
    await inbox.waitUntilShown();
    await expect.poll(() => inbox.isUnread(inbox.row(unread.subject))).toBe(false);

    // Without a message in the route state the detail page goes back to its list (ADR 0017).
    await browser.goto('/inbox-item-detail');
    await browser.waitForPath('/inbox');
    await inbox.waitUntilShown();
    expect(dialogs.texts).toEqual([]);
  });
});
