// Reimbursement journeys on claim 12/34568 (issue 12 "E2E"; spec part 2 §2 "Reimbursement form",
// "Thank-you pages", §4, §5; part 1 §5 BSB): Alex claims a Pharmacy receipt paid to himself, reviews,
// edits, submits, sees the thank-you page and the sent item; a Home services receipt paid to someone
// else whose BSB the directory names; a future date and a missing receipt are refused with the form's
// messages. Edit and review pass axe with no violation of any impact at 375 and 1280 px.
// Needs the reimbursement server (issue 12 server side): until it lands the draft and submit calls
// answer "not available" and these journeys fail.
import { formatMessage, messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { InboxPage } from './pages/inbox-page.js';
import { ReimbursementPage } from './pages/reimbursement-page.js';
import { SentItemsPage } from './pages/sent-items-page.js';
import { tinyPdf } from './support/account-journey.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-all-impacts.js';
import { useBrowser } from './support/browser.js';
import { recordDialogs } from './support/dialogs.js';
import { alexsFormsClaim, useSignedInClaimHome } from './support/messaging-journey.js';

const { openPage } = useBrowser();
/** Alex signs in once per width and sign-in path; each journey starts from a fresh load of claim home. */
const openClaimHome = useSignedInClaimHome(openPage);
const m = messages.reimbursement;

/** A Melbourne calendar day `offset` days from today, dd/mm/yyyy. */
function melbourneDay(offset: number): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Melbourne',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + offset));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** Alex on claim home, then the reimbursement form through the claim home panel, emptied. */
async function openFormAsAlex() {
  const { browser, home } = await openClaimHome('desktop', '/login', alexsFormsClaim);
  await home.page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^\\s*${messages.claimHome.panels.reimbursement}`) })
    .click();
  await browser.waitForPath('/reimbursementform');
  const form = new ReimbursementPage(browser.page);
  await form.startAfresh();
  return { browser, form };
}

describe('Alex claims a reimbursement', () => {
  it('claims a Pharmacy receipt paid to himself: review, edit, submit, thank-you and the sent item', async () => {
    const { browser, form } = await openFormAsAlex();
    const page = browser.page;
    const dialogs = recordDialogs(page);
    await expectNoAxeViolationsAtBothWidths(page);

    await form.payee('Me').check();
    await page.getByRole('region', { name: 'Your bank details' }).waitFor();
    await form.receiptType.selectOption({ label: 'Pharmacy' });
    await form.field('Date of purchase').fill(melbourneDay(-3));
    await form.field('Description').fill('Pain relief after physio');
    await form.field('Pharmacy').fill('Geelong West Pharmacy');
    await form.field('Cost').fill('24.505');
    await form.field('Cost').press('Tab');
    // Not a currency amount: at most two decimals; the form says so and leaves the text.
    await page.getByText(messages.fields.currency).first().waitFor();
    await expect.poll(() => form.field('Cost').inputValue()).toBe('24.505');
    // One decimal means cents (issue 28): completed like a whole amount.
    await form.field('Cost').fill('24.5');
    await form.field('Cost').press('Tab');
    await expect.poll(() => form.field('Cost').inputValue()).toBe('$24.50');
    await form.field('Cost').fill('24');
    await form.field('Cost').press('Tab');
    await expect.poll(() => form.field('Cost').inputValue()).toBe('$24.00');
    await form.pick('pharmacy-receipt.pdf', tinyPdf());
    await form
      .fileRow('pharmacy-receipt.pdf')
      .getByText(messages.uploadList.attached)
      .waitFor({ timeout: 15_000 });
    await form.disclaimer.check();
    await form.savedAt.waitFor();
    await expectNoAxeViolationsAtBothWidths(page);

    // Review, back to edit to change the cost, review again.
    await form.next.click();
    await form.reviewHeading.waitFor();
    await expect(form.answer('Pharmacy').innerText()).resolves.toBe('Geelong West Pharmacy');
    await expect(form.answer('Who to pay').innerText()).resolves.toBe('Me');
    await expectNoAxeViolationsAtBothWidths(page);
    await form.editForm.click();
    await form.field('Cost').fill('$26.40');
    await form.next.click();
    await form.reviewHeading.waitFor();
    await expect(form.answer('Cost').innerText()).resolves.toBe('$26.40');

    await form.submit.click();
    await browser.waitForPath('/thankyou-reimbursement');
    await page.getByText(messages.thankYou.reimbursement, { exact: true }).waitFor();
    const main = page.getByRole('main');
    for (const [name, href] of [
      [messages.thankYou.links.home, '/claim'],
      [messages.thankYou.links.claimReimbursement, '/reimbursementform'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
    }
    await expectNoAxeViolationsAtBothWidths(page);
    expect(dialogs.texts).toEqual([]);

    // The request is the newest sent item, under its receipt type.
    await browser.goto('/inbox');
    await new InboxPage(page).viewSentItems.click();
    await browser.waitForPath('/sent-items');
    const sent = new SentItemsPage(page);
    await sent.waitUntilShown();
    await expect(sent.rows.first().innerText()).resolves.toMatch(/Pharmacy/);
    await sent.rows.first().click();
    await sent.details.getByRole('button', { name: 'Download pharmacy-receipt.pdf' }).waitFor();
  });

  it('claims Home services paid to someone else whose BSB the directory names', async () => {
    const { browser, form } = await openFormAsAlex();
    const page = browser.page;
    await form.payee('Someone else').check();
    await form.field('Name of the person to pay').fill('Jordan Citizen');
    await form.field('Their postal address').fill('PO Box 12, Geelong VIC 3220');
    await form.field('Their contact email').fill('jordan@example.com');
    await form.field('Their relationship to you').fill('Partner');
    await form.field('Bank account name').fill('Jordan Citizen');
    // An unknown BSB is refused and names no bank; a known one names its bank read-only (part 1 §5).
    await form.field('BSB').fill('999-999');
    await form.field('BSB').press('Tab');
    await page.getByText(messages.fields.bank.bsb, { exact: true }).waitFor();
    await expect.poll(() => form.bankName.inputValue()).toBe('');
    await form.field('BSB').fill('063000');
    await expect.poll(() => form.bankName.inputValue()).toBe('Commonwealth Bank of Australia');
    await expect(form.bankName.isEditable()).resolves.toBe(false);
    await form.field('Account number').fill('12345678');

    await form.receiptType.selectOption({ label: 'Home services' });
    await form.field('Date of service').fill(melbourneDay(-1));
    await form.field('Duration of service').fill('3 hours');
    await form.field('Service provider').fill('Sam Lee');
    await page.getByRole('combobox', { name: 'Type of service' }).selectOption('Gardening');
    await form.field('Amount to reimburse').fill('90');
    await form.field('Amount to reimburse').press('Tab');
    await form.pick('gardening-invoice.pdf', tinyPdf());
    await form
      .fileRow('gardening-invoice.pdf')
      .getByText(messages.uploadList.attached)
      .waitFor({ timeout: 15_000 });
    await form.disclaimer.check();
    await expectNoAxeViolationsAtBothWidths(page);

    await form.next.click();
    await form.reviewHeading.waitFor();
    await expect(form.answer('Bank name').innerText()).resolves.toBe('Commonwealth Bank of Australia');
    await expect(form.answer('BSB').innerText()).resolves.toBe('063-000');
    await expect(form.answer('Amount to reimburse').innerText()).resolves.toBe('$90.00');
    await expectNoAxeViolationsAtBothWidths(page);
    await form.submit.click();
    await browser.waitForPath('/thankyou-reimbursement');
    // Paid to someone else: no link to check Alex's own bank details.
    await expect(page.getByRole('link', { name: messages.thankYou.checkBankDetails }).count()).resolves.toBe(
      0,
    );
  });

  it('refuses a date after today and a missing receipt with the form messages', async () => {
    const { browser, form } = await openFormAsAlex();
    const page = browser.page;
    await form.payee('Pay my provider').check();
    await page
      .getByText(formatMessage(m.providerBillsNotice, { provider: 'TAC' }), { exact: true })
      .waitFor();
    await form.receiptType.selectOption({ label: 'Other' });
    await form.field('Date of purchase').fill(melbourneDay(1));
    await form.field('Provider').fill('Geelong Physio');
    await form.field('Cost').fill('$60.00');
    await form.disclaimer.check();
    await form.next.click();
    await form.errorSummary.waitFor();
    for (const text of [m.subForm.dateFuture, m.receiptRequired]) {
      await form.errorSummary.getByRole('link', { name: text, exact: true }).waitFor();
    }
    await expect(form.reviewHeading.count()).resolves.toBe(0);
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
