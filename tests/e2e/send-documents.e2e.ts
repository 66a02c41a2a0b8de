// Alex sends documents on claim 12/34568 (issue 11 "E2E"; spec part 2 §2 "Forms and documents hub",
// "Send documents", "Thank-you pages", §4, §5): from claim home to /forms and the form, picks a type,
// writes a message, uploads two files with progress (a wrong type is refused with the spec's alert and
// never sent), leaves (the unsaved-changes confirm), comes back through /forms ("Draft - edited"), signs
// out and in again and finds the draft with its files, submits, sees the thank-you page and the sent
// item with both files. Every screen passes axe with no violation of any impact at 375 and 1280 px.
// Alex signs in on a browser the server remembers, so no access code is spent.
import { endpoints, formatMessage, messages } from '@portal/contract';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ClaimsPage } from './pages/claims-page.js';
import { InboxPage } from './pages/inbox-page.js';
import { FormsHubPage, SendDocumentsPage } from './pages/send-documents-page.js';
import { SentItemsPage } from './pages/sent-items-page.js';
import { signInOnVerifiedBrowser, tinyPdf } from './support/account-journey.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-all-impacts.js';
import { useBrowser } from './support/browser.js';
import { alex, DEMO_PASSWORD } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import { alexsFormsClaim, openClaimHomeAsAlex } from './support/messaging-journey.js';

const { openPage } = useBrowser();

/** Today in Melbourne as dd/mm/yyyy, the wire's date (DocumentsDate). */
function melbourneToday(): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Melbourne',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** Records every "Uploading n%" text the upload list shows, however briefly. */
async function recordUploadProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadTexts: string[] }).uploadTexts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('li')) {
        const text = node.textContent ?? '';
        const match = /Uploading \d{1,3}%/.exec(text);
        if (match && !seen.includes(match[0])) seen.push(match[0]);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { uploadTexts: string[] }).uploadTexts);
}

/** Holds draft saves until released, so a change stays unsaved long enough to leave with it. */
async function holdDraftSaves(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const handler = (route: Route) => void held.push(route);
  await page.route(`**${endpoints.updateDocumentForm.path}`, handler);
  return async () => {
    // Held routes go on first: unrouting hands routes still pending to the next handler itself.
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(`**${endpoints.updateDocumentForm.path}`, handler);
  };
}

/** A PDF large enough that its upload reports progress before the server answers. */
function largerPdf(): Buffer {
  const pdf = tinyPdf();
  // A PDF may carry bytes after %%EOF; readers and signature checks ignore them.
  return Buffer.concat([pdf, Buffer.from(`\n%${'0'.repeat(2 * 1024 * 1024)}\n`)]);
}

describe('Alex sends documents', () => {
  // Two sign-ins (argon2id) and a 2 MB upload: under CI, where every suite shares 2 cores, the journey
  // ran past the suite's 60 s (a fresh clone's gate failed here at 61 s with no step failing).
  it(
    'drafts, leaves, returns after signing in again, submits and finds the sent item with both files',
    { timeout: 150_000 },
    async () => {
      const { browser, home } = await openClaimHomeAsAlex(openPage, 'desktop', '/login', alexsFormsClaim);
      const page = browser.page;
      const dialogs = recordDialogs(page);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(endpoints.uploadDocumentFile.path)) uploads.push(request.url());
      });

      // A fresh start: a draft left by an earlier run is discarded through the form.
      await home.page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^\\s*${messages.claimHome.panels.documents}`) })
        .click();
      await browser.waitForPath('/forms');
      const hub = new FormsHubPage(page);
      await hub.waitUntilShown();
      await expectNoAxeViolationsAtBothWidths(page);
      await hub.sendDocuments.click();
      await browser.waitForPath('/submitdocuments');
      const form = new SendDocumentsPage(page);
      await form.waitUntilShown();
      const isLeftOver =
        (await form.documentType.inputValue()) !== '' ||
        (await form.message.inputValue()) !== '' ||
        (await page.getByRole('button', { name: /^Remove / }).count()) > 0;
      if (isLeftOver) {
        await form.discardDraft.click();
        await browser.waitForPath('/forms');
        await hub.sendDocuments.click();
        await form.waitUntilShown();
      }
      await expectNoAxeViolationsAtBothWidths(page);

      // Type, message, and the rules' messages for what is still missing.
      await form.submit.click();
      await page.getByText(messages.sendDocuments.fileRequired).first().waitFor();
      await expectNoAxeViolationsAtBothWidths(page);
      await form.documentType.selectOption({ label: 'Medical certificate' });
      await form.message.fill('Certificates from Dr Lee for the last two weeks.');
      await form.savedAt.waitFor();

      // A wrong type is refused with the spec's alert before any byte is sent.
      await form.pick('notes.exe', Buffer.from('MZ not a document'));
      await expect.poll(() => dialogs.texts).toContain(messages.fields.file.typeNotAccepted);
      expect(uploads).toHaveLength(0);

      // Two files, each with its progress, then checked and attached to the draft.
      const progressSeen = await recordUploadProgress(page);
      await form.pick('first.pdf', largerPdf());
      await form.fileRow('first.pdf').getByText(messages.uploadList.attached).waitFor({ timeout: 15_000 });
      await form.pick('second.pdf', tinyPdf());
      await form.fileRow('second.pdf').getByText(messages.uploadList.attached).waitFor({ timeout: 15_000 });
      expect(await progressSeen()).not.toEqual([]);
      expect(uploads).toHaveLength(2);
      await expectNoAxeViolationsAtBothWidths(page);

      // Leaving with a change still unsaved asks first. The browser's Back button declined: Alex stays on
      // the form with the text (the router undid the move, so Back still leads to /forms). A link accepted
      // (the dialog log accepts it): Alex leaves, and the save on its way still lands.
      const release = await holdDraftSaves(page);
      await form.message.fill('Certificates from Dr Lee for the last three weeks.');
      dialogs.dismissNext();
      await page.goBack();
      await expect
        .poll(() => dialogs.texts.filter((text) => text === messages.shell.unsavedChanges))
        .toHaveLength(1);
      await browser.waitForPath('/submitdocuments');
      await form.waitUntilShown();
      expect(await form.message.inputValue()).toBe('Certificates from Dr Lee for the last three weeks.');
      const claimNav = page.getByRole('navigation', { name: 'Claim' });
      await claimNav.getByRole('link', { name: /^Home(?:\s*\(You have \d+ things? to do\))?$/ }).click();
      await expect.poll(() => dialogs.texts).toContain(messages.shell.unsavedChanges);
      await browser.waitForPath('/claim');
      const saved = page.waitForResponse((r) => r.url().endsWith(endpoints.updateDocumentForm.path));
      await release();
      await saved;

      // Back through /forms: the draft toast and "Draft - edited {today}".
      await claimNav.getByRole('link', { name: 'Send documents', exact: true }).click();
      await browser.waitForPath('/forms');
      await hub.draftSavedToast.waitFor();
      await hub.draftEdited(melbourneToday()).waitFor();
      await expectNoAxeViolationsAtBothWidths(page);

      // Signed out and in again, the draft is there with both files.
      await claimNav.getByRole('button', { name: 'Sign out' }).click();
      await browser.waitForPath('/login');
      expect(await signInOnVerifiedBrowser(browser, alex.email, DEMO_PASSWORD)).toBe('/claims');
      await new ClaimsPage(page).choose(alexsFormsClaim);
      await browser.waitForPath('/claim');
      await browser.goto('/forms');
      await hub.draftEdited(melbourneToday()).waitFor();
      await hub.sendDocuments.click();
      await form.waitUntilShown();
      await expect
        .poll(() => form.message.inputValue())
        .toBe('Certificates from Dr Lee for the last three weeks.');
      await form.fileRow('first.pdf').getByText(messages.uploadList.attached).waitFor();
      await form.fileRow('second.pdf').getByText(messages.uploadList.attached).waitFor();

      // Submitted: the thank-you page with its three links.
      await form.authorised.check();
      await form.submit.click();
      await browser.waitForPath('/thankyou-documents');
      await page
        .getByText(formatMessage(messages.thankYou.documents, { provider: 'TAC' }), { exact: true })
        .waitFor();
      const main = page.getByRole('main');
      for (const [name, href] of [
        [messages.thankYou.links.home, '/claim'],
        [messages.thankYou.links.uploadDocuments, '/forms'],
        [messages.thankYou.links.inbox, '/inbox'],
      ] as const) {
        await expect(main.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe(href);
      }
      await expectNoAxeViolationsAtBothWidths(page);

      // The submission comes first in sent items, with its message and both files.
      await main.getByRole('link', { name: messages.thankYou.links.inbox, exact: true }).click();
      await browser.waitForPath('/inbox');
      await new InboxPage(page).viewSentItems.click();
      await browser.waitForPath('/sent-items');
      const sent = new SentItemsPage(page);
      await sent.waitUntilShown();
      await sent.rows.first().click();
      await sent.details.getByText('Certificates from Dr Lee for the last three weeks.').waitFor();
      for (const file of ['first.pdf', 'second.pdf']) {
        await sent.details.getByRole('button', { name: `Download ${file}` }).waitFor();
      }
      await expectNoAxeViolationsAtBothWidths(page);
    },
  );
});
