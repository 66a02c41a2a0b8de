// Issue 32 "Payments": Alex signs in, sees the next and last payment on claim home, opens Payments,
// switches financial year, downloads a remittance advice and gets a PDF; a reimbursement's payment
// links to its sent item and back, in the mobile app too (nh=1, detail pages). Each new screen passes
// the axe gate at 375 and 1280 px (the dark scheme in dark-mode.e2e.ts).
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { downloadedBytes, useBrowser, type OpenedPage, type ViewportName } from './support/browser.js';
import { openClaimHomeAsAlex } from './support/messaging-journey.js';
import { scrollToEnd } from './support/scrolling.js';

const { openPage } = useBrowser();
const widths: ViewportName[] = ['mobile', 'desktop'];
const t = messages.payments;

async function checkAxe(page: Page): Promise<void> {
  await scrollToEnd(page);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

function yearSelect(page: Page) {
  return page.getByRole('combobox', { name: t.yearLabel, exact: true });
}

/** The year's total line ("Paid in 2025–26: $1,382.85"). */
function totalLine(page: Page) {
  return page.getByText(/^Paid in \d{4}–\d{2}: \$[\d,]+\.\d{2}$/);
}

async function openPaymentsFromHome(browser: OpenedPage): Promise<void> {
  const summary = browser.page.getByRole('region', { name: t.summaryTitle, exact: true });
  await summary.getByRole('heading', { name: t.next, exact: true }).waitFor();
  await summary.getByRole('link', { name: t.seeAll, exact: true }).click();
  await browser.page.waitForURL((url) => url.pathname === '/payments');
  await yearSelect(browser.page).waitFor();
}

describe('Payments (issue 32)', () => {
  it.each(widths)(
    'Alex sees the summary on claim home, opens Payments, switches year and downloads a remittance at the %s width',
    { timeout: 120_000 },
    async (viewport) => {
      const { browser } = await openClaimHomeAsAlex(openPage, viewport);
      const { page } = browser;
      const summary = page.getByRole('region', { name: t.summaryTitle, exact: true });
      await summary.getByRole('heading', { name: t.last, exact: true }).waitFor();
      // The demo's next payment is scheduled, its last one paid to Alex's account, masked.
      await expect(summary.getByText(/^Scheduled for \d\d\/\d\d\/\d{4}$/).count()).resolves.toBe(1);
      await expect(summary.getByText('Paid to account •••••726').count()).resolves.toBe(1);
      await checkAxe(page);

      await openPaymentsFromHome(browser);
      await checkAxe(page);
      const select = yearSelect(page);
      const years = await select
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(years).toHaveLength(2);
      const firstTotal = await totalLine(page).textContent();

      // The year before: by keyboard, as the select is used without a mouse.
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => select.inputValue()).toBe(years[1]);
      await expect.poll(() => totalLine(page).textContent()).not.toBe(firstTotal);
      await expect(page.getByText(t.noUpcoming, { exact: true }).count()).resolves.toBe(1);
      await checkAxe(page);

      const button = page.getByRole('button', { name: /^Remittance advice \(PDF\)/ }).first();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^Remittance advice \d\d-\d\d-\d{4}\.pdf$/);
      const bytes = await downloadedBytes(download);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(browser.pageErrors).toEqual([]);
    },
  );

  it(
    "links a reimbursement's payment to its sent item and back in the mobile app (nh=1)",
    { timeout: 120_000 },
    async () => {
      const { browser } = await openClaimHomeAsAlex(openPage, 'mobile', '/login/m');
      const { page } = browser;
      await browser.goto('/payments?nh=1');
      await yearSelect(page).waitFor();
      // The demo reimbursement was paid about ten weeks before today: this financial year or the last.
      let link = page.getByRole('link', { name: t.reimbursementSent, exact: true });
      if ((await link.count()) === 0) {
        await yearSelect(page).selectOption({ index: 1 });
        link = page.getByRole('link', { name: t.reimbursementSent, exact: true });
      }
      await link.click();
      await page.waitForURL((url) => url.pathname === '/sent-item-detail' && url.search === '?nh=1');
      await checkAxe(page);
      await page.getByRole('link', { name: t.paymentOfReimbursement, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payments' && url.searchParams.get('nh') === '1');
      // The payment it links to takes the focus.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^payment-/);
      await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
        t.kinds.reimbursement,
      );
      expect(browser.pageErrors).toEqual([]);
    },
  );
});
