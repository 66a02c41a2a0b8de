// Alex's things to do (issue 32 "Things to do", ADR 0041): on claim home below the panels, two open
// requests soonest first, the overdue one said in words; its action opens Send documents with the
// request's type chosen; Alex attaches a PDF and sends; back on claim home the request is gone and the
// count beside Home dropped. Keyboard only from claim home to the thank-you page and back. The requests
// are the journey's own, on Alex's forms claim (support/tasks.ts), so the demo's stay as seeded.
import { formatMessage, messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SendDocumentsPage } from './pages/send-documents-page.js';
import { tinyPdf } from './support/account-journey.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-all-impacts.js';
import { useBrowser } from './support/browser.js';
import { alexsFormsClaim, openClaimHomeAsAlex } from './support/messaging-journey.js';
import { arrangeOpenTasks } from './support/tasks.js';

const { openPage } = useBrowser();
const t = messages.tasks;
const run = Date.now().toString(36);
const certificate = `Send your updated certificate of capacity (${run})`;
const selfAssessment = `Complete your self-assessment (${run})`;

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** The count beside Home in the wide toolbar (0 without a badge). */
async function homeCount(page: Page): Promise<number> {
  const home = page.getByRole('navigation', { name: 'Claim', exact: true }).getByRole('link').first();
  const match = /You have (\d+) things? to do/.exec((await home.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

describe('Alex’s things to do', () => {
  it(
    'opens the overdue request, sends the document with its type chosen, and sees it done',
    { timeout: 240_000 },
    async () => {
      // Arranged later-first, so the list's order is the due dates', not the order they were made in.
      const [laterDate = '', overdueDate = ''] = await arrangeOpenTasks(alexsFormsClaim, [
        { title: selfAssessment, dueInDays: 14, action: 'survey' },
        { title: certificate, dueInDays: -3, action: 'documents', documentTypeId: 2 },
      ]);
      const { browser } = await openClaimHomeAsAlex(openPage, 'desktop', '/login', alexsFormsClaim);
      const page = browser.page;

      const section = page.getByRole('region', { name: t.title });
      const card = (title: string) => section.getByRole('listitem').filter({ hasText: title });
      await card(certificate).waitFor();
      // Soonest first: the overdue request comes before the later one, and says so in words.
      const titles = await section.getByRole('heading', { level: 3 }).allTextContents();
      expect(titles.indexOf(certificate)).toBeLessThan(titles.indexOf(selfAssessment));
      await expect(card(certificate).textContent()).resolves.toContain(
        formatMessage(t.overdue, { date: overdueDate }),
      );
      await expect(card(selfAssessment).textContent()).resolves.toContain(
        formatMessage(t.due, { date: laterDate }),
      );
      await expect(card(selfAssessment).textContent()).resolves.not.toContain('Overdue');
      await expect.poll(() => homeCount(page)).toBeGreaterThanOrEqual(2);
      const countBefore = await homeCount(page);
      await expectNoAxeViolationsAtBothWidths(page);

      // Keyboard only: to the request's action, and Enter.
      const action = card(certificate).getByRole('link', { name: new RegExp(`^${t.actions.documents}`) });
      await tabTo(page, action);
      await page.keyboard.press('Enter');
      // The form's address names the request and its type (ADR 0041).
      await page.waitForURL((url) => url.pathname === '/submitdocuments' && url.searchParams.has('task'));
      expect(new URL(page.url()).searchParams.get('type')).toBe('2');
      const form = new SendDocumentsPage(page);
      // Listening for the chooser long before Space: Playwright turns the browser's interception on
      // when the first listener is added, without waiting, and a key pressed right after could open the
      // (headless, at once cancelled) native dialog instead; the gate lost that race twice.
      const chooser = page.waitForEvent('filechooser', { timeout: 120_000 });
      // A failure before Space is reported as itself, not as this wait's timeout later on.
      void chooser.catch(() => undefined);
      await form.waitUntilShown();
      await expect.poll(() => form.documentType.inputValue()).toBe('2');
      await expect(form.documentType.locator('option:checked').textContent()).resolves.toBe(
        'Certificate of capacity',
      );
      await expectNoAxeViolationsAtBothWidths(page);

      await tabTo(page, form.message);
      await page.keyboard.type('My new certificate from Dr Lee.');
      await tabTo(page, form.files);
      // Still the file input when Space goes down (a re-render must not have taken the focus).
      await expect(form.files.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Space');
      await (
        await chooser
      ).setFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
      await form
        .fileRow('certificate.pdf')
        .getByText(messages.uploadList.attached)
        .waitFor({ timeout: 15_000 });
      await tabTo(page, form.authorised);
      await page.keyboard.press('Space');
      await tabTo(page, form.submit);
      await page.keyboard.press('Enter');
      await browser.waitForPath('/thankyou-documents');
      await page.getByText(t.completed, { exact: true }).waitFor();

      // Back on claim home: the request is gone, the other one stays, and the count dropped.
      const home = page
        .getByRole('main')
        .getByRole('link', { name: messages.thankYou.links.home, exact: true });
      await tabTo(page, home);
      await page.keyboard.press('Enter');
      await browser.waitForPath('/claim');
      await card(selfAssessment).waitFor();
      await expect.poll(() => card(certificate).count()).toBe(0);
      await expect.poll(() => homeCount(page)).toBe(countBefore - 1);
      expect(browser.pageErrors).toEqual([]);
    },
  );
});
