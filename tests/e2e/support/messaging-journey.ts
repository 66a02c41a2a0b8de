// Steps the issue-5 journeys share (inbox and sent items, spec part 2 §2): Alex signs in on a browser the
// server remembers (support/remembered-device.ts: no access code), chooses claim 12/34567 and lands on
// claim home (once per file and width, with useSignedInClaimHome, for journeys that can share a browser);
// and the check that a list shows exactly some rows, in order.
import { expect } from 'vitest';
import { ClaimHomePage, ClaimsPage } from '../pages/claims-page.js';
import type { MessageListPage } from '../pages/inbox-page.js';
import { signInOnVerifiedBrowser, type StorageState } from './account-journey.js';
import { viewports, type OpenedPage, type OpenPageOptions, type ViewportName } from './browser.js';
import { alex, DEMO_PASSWORD } from './demo-people.js';
import { rememberedBrowserFor } from './remembered-device.js';

/** Alex's claim with the seeded inbox (27 messages) and sent items. */
export const alexsMessagingClaim = '12/34567';
/**
 * Alex's second claim, where the part-2 form journeys (send documents, reimbursement, contact us,
 * authority form) submit: every submission lands in sent items, and the sent-items journey counts the
 * seeded items of 12/34567, which must stay as seeded whatever order the files run in.
 */
export const alexsFormsClaim = '12/34568';

type OpenPage = (viewport?: ViewportName, options?: OpenPageOptions) => Promise<OpenedPage>;

let remembered: StorageState | undefined;

/**
 * A new browser at the viewport, signed in as Alex through `loginPath` (/login/m marks the session as
 * the mobile app, part 1 §2 "Route guards"), with claim 12/34567 chosen and claim home shown. One
 * remembered device serves every journey of the file.
 */
export async function openClaimHomeAsAlex(
  openPage: OpenPage,
  viewport: ViewportName = 'desktop',
  loginPath = '/login',
  claim = alexsMessagingClaim,
): Promise<{ browser: OpenedPage; home: ClaimHomePage }> {
  remembered ??= await rememberedBrowserFor(alex);
  const browser = await openPage(viewport, { storageState: remembered });
  // Two claims: the chooser opens, with no /verify step on the remembered browser (part 1 §4).
  expect(await signInOnVerifiedBrowser(browser, alex.email, DEMO_PASSWORD, loginPath)).toBe('/claims');
  await new ClaimsPage(browser.page).choose(claim);
  await browser.waitForPath('/claim');
  const home = new ClaimHomePage(browser.page);
  await home.waitUntilShown(alex.firstName);
  return { browser, home };
}

/**
 * openClaimHomeAsAlex for journeys that do not depend on what an earlier journey of the file left in the
 * browser (and add no route handlers to it): the first call per viewport, sign-in path and claim signs
 * in and keeps that context for the file; a later one loads claim home afresh in it (a full load: every
 * query starts empty) instead of signing in again. Each journey starts with empty error lists.
 */
export function useSignedInClaimHome(openPage: OpenPage) {
  const opened = new Map<string, Promise<OpenedPage>>();
  return async (
    viewport: ViewportName = 'desktop',
    loginPath = '/login',
    claim = alexsMessagingClaim,
  ): Promise<{ browser: OpenedPage; home: ClaimHomePage }> => {
    const key = `${viewport} ${loginPath} ${claim}`;
    const earlier = opened.get(key);
    if (!earlier) {
      const first = openClaimHomeAsAlex(
        (width, options) => openPage(width, { ...options, keepForFile: true }),
        viewport,
        loginPath,
        claim,
      );
      opened.set(
        key,
        first.then(({ browser }) => browser),
      );
      return first;
    }
    const browser = await earlier;
    browser.pageErrors.length = 0;
    browser.consoleErrors.length = 0;
    await browser.page.setViewportSize(viewports[viewport]);
    await browser.goto('/claim');
    const home = new ClaimHomePage(browser.page);
    await home.waitUntilShown(alex.firstName);
    return { browser, home };
  };
}

/** The list shows exactly these rows, in this order (each row's text starts with its subject). */
export async function expectRows(list: MessageListPage, subjects: readonly string[]): Promise<void> {
  await expect.poll(() => list.rows.count()).toBe(subjects.length);
  const texts = await list.rowTexts();
  expect(
    texts.map((text, index) => (text.startsWith(subjects[index] ?? '\0') ? subjects[index] : text)),
  ).toEqual(subjects);
}
