// Alex keeps writing a Send documents draft with no connection (issue 15 "Offline drafts"): offline,
// the typed message and a chosen file wait in the browser's IndexedDB with the status "Offline — saved
// on this device, will be sent to TAC when you are back online", the file row says it waits, and
// Submit is disabled with its reason; back online, the draft is saved through the normal save, the file
// uploads through the normal upload path, and the device store empties; a reload finds both on the
// server draft. Kept work is deleted by Sign out. The offline screen passes axe with no violation of
// any impact at 375 and 1280 px. E2E_SCREENSHOTS=1 (or a folder) also writes screenshots of it
// (support/screenshots.ts).
import { endpoints, formatMessage, messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SendDocumentsPage } from './pages/send-documents-page.js';
import { tinyPdf } from './support/account-journey.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-all-impacts.js';
import { useBrowser, viewports } from './support/browser.js';
import { recordDialogs } from './support/dialogs.js';
import { alexsFormsClaim, openClaimHomeAsAlex } from './support/messaging-journey.js';
import { saveScreenshot } from './support/screenshots.js';

const { openPage } = useBrowser();

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

describe('Alex writes a draft offline', () => {
  it('keeps it and a chosen file on the device, sends both when back online, and signs out clean', async () => {
    const { browser } = await openClaimHomeAsAlex(openPage, 'desktop', '/login', alexsFormsClaim);
    const { page, context } = browser;
    recordDialogs(page);
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
    await page.getByRole('navigation', { name: 'Claim' }).getByRole('button', { name: 'Sign out' }).click();
    await browser.waitForPath('/login');
    await expect.poll(() => deviceEntries(page)).toBe(0);
    await context.setOffline(false);
  });
});
