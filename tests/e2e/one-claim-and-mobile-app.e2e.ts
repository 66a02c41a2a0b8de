// Journeys for Sam Taylor (e-mail only, one claim, registered under 48 hours ago): the only claim is
// chosen for Sam and claim home opens at once (spec part 1 §4 "Claims"); My Details offers no bank
// edit and says why (§6 "48 hours"), and no e-mail edit without a mobile (§2); in mobile-app mode the
// Contact Details edit opens the stand-alone /contact-details screen (§2 routes, "Route guards").
// The tests run in order and share the browser verified in the first one (one access code for Sam).
import { messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ClaimHomePage } from './pages/claims-page.js';
import { ContactDetailsForm, MyDetailsPage } from './pages/my-details-page.js';
import {
  currentPassword,
  signInOnVerifiedBrowser,
  signInWithVerification,
  type StorageState,
} from './support/account-journey.js';
import { useBrowser } from './support/browser.js';
import { DEMO_PASSWORD, sam } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import { expectAccessibleAtBothWidths } from './support/journey.js';
import { branded, exactly } from './support/texts.js';

const { openPage } = useBrowser();
const t = messages.myDetails;
/**
 * Files run in no fixed order and access-code-and-reset.e2e.ts resets Sam's password to this one, so
 * Sam's password is whichever of the two signs in now.
 */
const samsPasswordAfterReset = 'Fresh-Start-42';

let verifiedBrowser: StorageState | undefined;
let password = DEMO_PASSWORD;

describe('a claimant with one claim', () => {
  it('lands on claim home straight after sign-in and cannot edit bank details in the first 48 hours', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    password = await currentPassword(browser.baseUrl, sam.email, [DEMO_PASSWORD, samsPasswordAfterReset]);
    await signInWithVerification(browser, sam, password);
    await browser.waitForPath('/claim');
    const home = new ClaimHomePage(browser.page);
    await home.waitUntilShown(sam.firstName);
    await expectAccessibleAtBothWidths(browser.page);
    verifiedBrowser = await browser.context.storageState();

    await home.panel(messages.claimHome.panels.account).click();
    await browser.waitForPath('/account');
    const details = new MyDetailsPage(browser.page);
    await details.waitUntilShown();
    await details.section('bank').getByText(t.bank.editBlocked, { exact: true }).waitFor();
    await expect(details.editLink('bank').count()).resolves.toBe(0);
    // E-mail edit needs a mobile to send its code to; Sam has none (part 1 §2).
    await expect(details.editLink('email').count()).resolves.toBe(0);
    await expect(details.editLink('mobile').count()).resolves.toBe(1);
    await expectAccessibleAtBothWidths(browser.page);
    expect(dialogs.texts).toEqual([]);
  });
});

describe('mobile-app mode', () => {
  it('opens the stand-alone Contact Details screen from My Details and saves a phone number there', async () => {
    expect(verifiedBrowser, 'the one-claim journey must pass first').toBeDefined();
    const browser = await openPage('mobile', { storageState: verifiedBrowser });
    const dialogs = recordDialogs(browser.page);
    // /login/m marks the session as running in the mobile app (part 1 §2 "Route guards").
    await signInOnVerifiedBrowser(browser, sam.email, password, '/login/m');
    await browser.waitForPath('/claim');
    await expect(browser.page.evaluate(() => sessionStorage.getItem('isMobileApp'))).resolves.toBe('true');

    await browser.goto('/account');
    const details = new MyDetailsPage(browser.page);
    await details.waitUntilShown();
    await details.editLink('contact').click();
    await browser.waitForPath('/contact-details');
    const form = new ContactDetailsForm(browser.page);
    await form.areaCode.waitFor({ state: 'visible' });
    await form.cancel.waitFor({ state: 'visible' });
    await expectAccessibleAtBothWidths(browser.page);

    await form.areaCode.fill('03');
    await form.phoneNumber.fill('94161234');
    await expect.poll(() => form.save.isEnabled()).toBe(true);
    await form.save.click();
    await browser.waitForPath('/accountupdated/contact-details/success');
    await browser.page
      .getByText(exactly(branded(t.toasts.contactUpdated)))
      .first()
      .waitFor();
    await expectAccessibleAtBothWidths(browser.page);

    await browser.goto('/account');
    await details.waitUntilShown();
    await expect(details.section('contact').innerText()).resolves.toMatch(/9416\s?1234/);
    expect(dialogs.texts).toEqual([]);
  });
});
