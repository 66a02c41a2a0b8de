// Journeys for Alex's sent items on claim 12/34567 (spec part 2 §2 "Sent items", issue 5 "Tests"): View
// Sent Items from the inbox, the count, the Filter by request type (a parent includes its children),
// search, the detail with "Sent at … on …", Back to Inbox, and the mobile-app /sent-item-detail page.
// Alex signs in on a browser the server remembers, so no access code is spent.
//
// The seed (apps/server/src/db/seed/seed-sent-items.ts) gives Alex four sent items, newest first:
// "Travel" (general enquiry, 2 days ago), "Other" / "Physio invoices" (general enquiry, 40 days),
// "Reimbursement" / "Pharmacy" (reimbursements, 76 days) and "Certificate of capacity" (medical
// certificates, 222 days). Every submission lands in sent items too (issue 5 "Server"), and files run
// in no fixed order: claims-and-my-details.e2e.ts may already have sent a personal-details change, so
// the journeys count those through the "Personal details" filter rather than assume none.
import { endpoints, formatMessage, messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { claimHomeInboxPanel, InboxPage } from './pages/inbox-page.js';
import { childIndent, SentItemsPage } from './pages/sent-items-page.js';
import { useBrowser } from './support/browser.js';
import { recordDialogs } from './support/dialogs.js';
import { expectAccessibleAtBothWidths } from './support/journey.js';
import { alexsMessagingClaim, expectRows, openClaimHomeAsAlex } from './support/messaging-journey.js';

const { openPage } = useBrowser();
const t = messages.sentItems;

const seeded = {
  travel: { subject: 'Travel', message: 'Hello, is parking at the hospital covered' },
  other: { subject: 'Other', second: 'Physio invoices' },
  reimbursement: { subject: 'Reimbursement', second: 'Pharmacy' },
  certificate: { subject: 'Certificate of capacity' },
} as const;

/** Alex on claim home, /inbox from the claim home panel, then View Sent Items. */
async function openSentItems(viewport: 'desktop' | 'mobile' = 'desktop', loginPath = '/login') {
  const { browser } = await openClaimHomeAsAlex(openPage, viewport, loginPath);
  await claimHomeInboxPanel(browser.page).click();
  await browser.waitForPath('/inbox');
  const inbox = new InboxPage(browser.page);
  await inbox.waitUntilShown();
  await inbox.viewSentItems.click();
  await browser.waitForPath('/sent-items');
  const sent = new SentItemsPage(browser.page);
  await sent.waitUntilShown();
  return { browser, sent };
}

describe('Alex’s sent items', () => {
  it('opens from the inbox, filters by request type, shows when an item was sent, and goes back to the inbox', async () => {
    const { browser, sent } = await openSentItems();
    const dialogs = recordDialogs(browser.page);

    // All Documents first, then the request types with the children indented (part 2 §2).
    await expect.poll(() => sent.filterOptions()).toContain(`${childIndent}General enquiry`);
    const options = await sent.filterOptions();
    expect(options[0]).toBe(t.allDocuments);
    expect(options).toContain('Enquiries');

    // Personal-details change requests: none, or the one claims-and-my-details.e2e.ts sends.
    const answered = browser.page.waitForResponse((r) => r.url().endsWith(endpoints.getSentItems.path));
    await sent.chooseFilter('Personal details');
    const personal = ((await (await answered).json()) as { Total: number }).Total;
    expect([0, 1]).toContain(personal);
    await sent.waitForShowing({ from: personal === 0 ? 0 : 1, to: personal, total: personal });
    await sent.chooseFilter(t.allDocuments);
    const total = 4 + personal;
    await sent.page.getByText(formatMessage(t.count, { n: total }), { exact: true }).waitFor();
    await sent.waitForShowing({ from: 1, to: total, total });
    await sent.noSelection.waitFor({ state: 'visible' });
    await expect(sent.loadMore.count()).resolves.toBe(0);
    await expectAccessibleAtBothWidths(browser.page);

    // A parent type includes its children: Enquiries holds the two general enquiries.
    await sent.chooseFilter('Enquiries');
    await sent.waitForShowing({ from: 1, to: 2, total: 2 });
    await expectRows(sent, [seeded.travel.subject, seeded.other.subject]);
    await sent.chooseFilter('Medical certificates');
    await sent.waitForShowing({ from: 1, to: 1, total: 1 });
    await expectRows(sent, [seeded.certificate.subject]);
    await sent.chooseFilter('Reimbursements');
    await sent.waitForShowing({ from: 1, to: 1, total: 1 });
    await expectRows(sent, [seeded.reimbursement.subject]);
    await expect(sent.rows.first().innerText()).resolves.toContain(seeded.reimbursement.second);

    // Search within sent items (main subject, other subject and message).
    await sent.chooseFilter(t.allDocuments);
    await sent.waitForShowing({ from: 1, to: total, total });
    await sent.search('parking');
    await sent.waitForShowing({ from: 1, to: 1, total: 1 });
    await expectRows(sent, [seeded.travel.subject]);

    await sent.row(seeded.travel.subject).click();
    await sent.detailsHeading(seeded.travel.subject).waitFor();
    await sent.sentAt.waitFor({ state: 'visible' });
    await sent.details.getByText(alexsMessagingClaim, { exact: true }).waitFor();
    await expect(sent.details.innerText()).resolves.toContain(seeded.travel.message);
    await expect(sent.row(seeded.travel.subject).getAttribute('aria-current')).resolves.toBe('true');
    await expectAccessibleAtBothWidths(browser.page);

    await sent.backToInbox.click();
    await browser.waitForPath('/inbox');
    await new InboxPage(browser.page).waitUntilShown();
    expect(dialogs.texts).toEqual([]);
  });
});

describe('sent items in mobile-app mode', () => {
  it('opens an item on /sent-item-detail and goes back to the list', async () => {
    const { browser, sent } = await openSentItems('mobile', '/login/m');
    const dialogs = recordDialogs(browser.page);
    await expect(browser.page.evaluate(() => sessionStorage.getItem('isMobileApp'))).resolves.toBe('true');
    await expectAccessibleAtBothWidths(browser.page);

    await sent.row(seeded.other.subject).click();
    await browser.waitForPath('/sent-item-detail');
    await sent.detailsHeading(seeded.other.subject).waitFor();
    await sent.details.getByText(seeded.other.second, { exact: true }).waitFor();
    await sent.sentAt.waitFor({ state: 'visible' });
    await expectAccessibleAtBothWidths(browser.page);

    await browser.page.goBack();
    await browser.waitForPath('/sent-items');
    await sent.waitUntilShown();
    expect(dialogs.texts).toEqual([]);
  });
});
