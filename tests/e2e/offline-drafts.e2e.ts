// Alex keeps writing a Send documents draft with no connection (issue 15 "Offline drafts"): offline,
// the typed message and a chosen file wait in the browser's IndexedDB with the status "Offline — saved
// on this device, will be sent to TAC when you are back online", the file row says it waits, and
// Submit is disabled with its reason; back online, the draft is saved through the normal save, the file
// uploads through the normal upload path, and the device store empties; a reload finds both on the
// server draft. Kept work is deleted by Sign out, and leaving the form offline with everything kept
// asks nothing. Alex's enquiry file chosen offline is kept too, comes back after a reload offline and is
// sent with the enquiry. The offline screens pass axe with no violation of any impact at 375 and
// 1280 px. E2E_SCREENSHOTS=1 (or a folder) also writes screenshots of them (support/screenshots.ts).
import { endpoints, formatMessage, messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ContactUsPage } from './pages/contact-us-page.js';
import { SendDocumentsPage } from './pages/send-documents-page.js';
import { tinyPdf } from './support/account-journey.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-all-impacts.js';
import { useBrowser, viewports } from './support/browser.js';
import { recordDialogs } from './support/dialogs.js';
import { alexsFormsClaim, openClaimHomeAsAlex } from './support/messaging-journey.js';
import { saveScreenshot } from './support/screenshots.js';

const { openPage } = useBrowser({ serviceWorkers: 'allow' });

/** The app's device store (apps/web/src/lib/drafts/device-store.ts). */
const DEVICE_DB = 'claimant-portal-offline';
const DEVICE_STORE = 'device-drafts';

/** How many entries (drafts and files) the device store holds, read straight from IndexedDB. */
function deviceEntries(page: Page): Promise<number> {
  return page.evaluate(
    ([dbName, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        // Should the app not have made it yet, make it as idb-keyval does, so the app still can.
        open.onupgradeneeded = () => open.result.createObjectStore(storeName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction(storeName, 'readonly').objectStore(storeName).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    [DEVICE_DB, DEVICE_STORE] as const,
  );
}

async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  for (const size of Object.values(viewports)) await saveScreenshot(page, name, size);
}

const offlineStatus = formatMessage(messages.formDrafts.savedOnDevice, { provider: 'TAC' });
const keptStatus = formatMessage(messages.formDrafts.keptOnDevice, { provider: 'TAC' });

/** Whether closing or reloading the tab would ask first (the leave guard's 'beforeunload'). */
function asksBeforeUnload(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

describe('Alex writes a draft offline', () => {
  it('keeps it and a chosen file on the device, sends both when back online, and signs out clean', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'desktop', '/login', alexsFormsClaim);
    const { page, context } = browser;
    const dialogs = recordDialogs(page);
    await browser.goto('/submitdocuments');
    const form = new SendDocumentsPage(page);
    await form.waitUntilShown();
    // A fresh start: a draft left by an earlier journey is discarded through the form.
    if ((await form.documentType.inputValue()) !== '' || (await form.message.inputValue()) !== '') {
      await form.discardDraft.click();
      await browser.waitForPath('/forms');
      await browser.goto('/submitdocuments');
      await form.waitUntilShown();
    }
    await form.documentType.selectOption({ label: 'Medical certificate' });
    await form.savedAt.waitFor();
    const sent: string[] = [];
    const draftCalls = [endpoints.updateDocumentForm.path, endpoints.uploadDocumentFile.path];
    page.on('request', (request) => {
      if (draftCalls.some((path) => request.url().endsWith(path))) sent.push(request.url());
    });

    // Offline: the message and a file stay on the device; nothing is sent, Submit says why it waits.
    await context.setOffline(true);
    await form.message.fill('Typed on the train with no signal.');
    await page.getByRole('status').filter({ hasText: offlineStatus }).waitFor();
    await form.pick('offline.pdf', tinyPdf());
    await form.fileRow('offline.pdf').getByText(messages.uploadList.waitingOffline).waitFor();
    await form.authorised.check();
    await expect.poll(() => form.submit.isDisabled()).toBe(true);
    await page.getByText(messages.formDrafts.submitOffline, { exact: true }).waitFor();
    await expect.poll(() => deviceEntries(page)).toBe(2);
    expect(sent).toEqual([]);
    // Everything typed and chosen is kept on the device: leaving would lose nothing, so nothing asks.
    await expect.poll(() => asksBeforeUnload(page)).toBe(false);
    await expectNoAxeViolationsAtBothWidths(page);
    await screenshotAtBothWidths(page, 'offline-draft');

    // Back online: the normal save and upload run, the file is attached, and the device store empties.
    await context.setOffline(false);
    await form.savedAt.waitFor({ timeout: 15_000 });
    await form.fileRow('offline.pdf').getByText(messages.uploadList.attached).waitFor({ timeout: 15_000 });
    await expect.poll(() => deviceEntries(page)).toBe(0);
    await expect.poll(() => form.submit.isDisabled()).toBe(false);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    await screenshotAtBothWidths(page, 'offline-draft-sent');

    // A reload finds both on the server draft.
    await page.reload({ waitUntil: 'networkidle' });
    await form.waitUntilShown();
    await expect.poll(() => form.message.inputValue()).toBe('Typed on the train with no signal.');
    await form.fileRow('offline.pdf').getByText(messages.uploadList.attached).waitFor();

    // Offline again, more typing is kept; Sign out deletes it from the device.
    await context.setOffline(true);
    await form.message.fill('Typed on the train with no signal, and more.');
    await page.getByRole('status').filter({ hasText: offlineStatus }).waitFor();
    await expect.poll(() => deviceEntries(page)).toBe(1);
    await expect.poll(() => asksBeforeUnload(page)).toBe(false);
    await page.getByRole('navigation', { name: 'Claim' }).getByRole('button', { name: 'Sign out' }).click();
    await browser.waitForPath('/login');
    await expect.poll(() => deviceEntries(page)).toBe(0);
    await context.setOffline(false);
    // The discard at the fresh start may have confirmed; the leave question never came.
    expect(dialogs.texts).not.toContain(messages.shell.unsavedChanges);
  });
});

describe('Alex writes an enquiry offline', () => {
  it('keeps a file chosen offline through a reload offline, and sends it with the enquiry', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'desktop', '/login', alexsFormsClaim);
    const { page, context } = browser;
    const dialogs = recordDialogs(page);
    const fileUploads = ContactUsPage.recordFileUploads(page);
    await browser.goto('/contactus');
    const form = new ContactUsPage(page);
    await form.waitUntilShown();
    // The service worker serves the app offline once it controls the page (ADR 0028).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload({ waitUntil: 'networkidle' });
    await form.waitUntilShown();
    await form.enquiryType.selectOption({ label: 'Other' });
    await form.reason.fill('Offline question');

    // Offline: the message and the file wait on the device; the file is still only queued for Submit.
    await context.setOffline(true);
    const text = `Written with no signal ${Date.now()}, with a file.`;
    await form.message.fill(text);
    await form.pick('offline-enquiry.pdf', tinyPdf());
    const row = form.fileRow('offline-enquiry.pdf');
    await row.getByText(messages.uploadList.queued).waitFor();
    await page.getByRole('status').filter({ hasText: keptStatus }).waitFor();
    await expect.poll(() => deviceEntries(page)).toBe(2);
    await expectNoAxeViolationsAtBothWidths(page);
    await screenshotAtBothWidths(page, 'contact-us-offline-file');

    // A reload offline: the worker serves the app and the device gives the file back to the queue.
    await page.reload();
    await row.getByText(messages.uploadList.queued).waitFor();
    await page.getByRole('status').filter({ hasText: keptStatus }).waitFor();
    expect(fileUploads).toEqual([]);

    // Back online, the enquiry types load again; the fields and the file are sent with Submit.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    await form.waitUntilShown();
    await row.getByText(messages.uploadList.queued).waitFor();
    await expect.poll(() => form.message.inputValue()).toBe(text);
    await expect.poll(() => form.submit.isDisabled()).toBe(false);
    await form.submit.click();
    await browser.waitForPath('/thankyou-contact-us');
    expect(fileUploads).toHaveLength(1);
    await expect.poll(() => deviceEntries(page)).toBe(0);
    expect(dialogs.texts).toEqual([]);
  });
});
