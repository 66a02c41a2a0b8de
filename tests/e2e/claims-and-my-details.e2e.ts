// Journeys for Alex Citizen (two claims) through issue 4: choosing claim 12/34567 on My Claims, the
// claim home's bank-details banner, and the My Details edits (spec part 1 §2 "Claims page", "Claim
// home", "My Details", §4 "Claims", "Access codes", "My Details", §5). The tests run in order in the
// browser the first one verified and signed in (each later one starts from a fresh load of /account),
// so Alex signs in once and needs one sign-in code per run; the bank edit takes
// one code and the e-mail change and its reversal two (the cap is 5 per account and destination per
// hour, and sign-in-verification.e2e.ts takes one). The e-mail and the password are changed back, so
// later files still sign Alex in with the demo credentials.
import { composeRedirectToast, endpoints, messages, type AccountUpdatedType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ClaimHomePage, ClaimsPage } from './pages/claims-page.js';
import {
  BankDetailsForm,
  ContactDetailsForm,
  EmailForm,
  MyDetailsPage,
  PersonalDetailsForm,
  UpdatePasswordPage,
} from './pages/my-details-page.js';
import { callApi, enterAccountEditCode, signInWithVerification, tinyPdf } from './support/account-journey.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser, type OpenedPage } from './support/browser.js';
import { alex, contactAddresses, DEMO_PASSWORD } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import { expectAccessibleAtBothWidths, storedAccessToken } from './support/journey.js';
import { markOutbox, messagesTo } from './support/outbox.js';
import { branded, exactly } from './support/texts.js';

const { openPage } = useBrowser();
const t = messages.myDetails;
const chosenClaim = '12/34567';

/**
 * Alex's browser after the sign-in verification, signed in with claim 12/34567 chosen: the My Details
 * journeys go on in it one after another (each starts from /account), so the file signs in once.
 */
let signedIn: OpenedPage | undefined;

/**
 * The text /accountupdated/{type}/success shows (part 1 §4 redirect toast); for contact and bank
 * details it is the success toast the spec quotes.
 */
const updatedText = (type: AccountUpdatedType) =>
  branded(
    type === 'contact-details'
      ? t.toasts.contactUpdated
      : type === 'bank-details'
        ? t.toasts.bankUpdated
        : composeRedirectToast(type, 'success'),
  );

/** My Details, freshly loaded, in the browser the claim-choice journey signed in. */
async function openMyDetails(): Promise<{ browser: OpenedPage; details: MyDetailsPage }> {
  expect(signedIn, 'the claim-choice journey must pass first').toBeDefined();
  const browser = signedIn!;
  await browser.goto('/account');
  const details = new MyDetailsPage(browser.page);
  await details.waitUntilShown();
  return { browser, details };
}

/** Waits for /accountupdated/{type}/success and its text, and checks the screen with axe. */
async function expectUpdated(browser: OpenedPage, path: string, text: string): Promise<void> {
  await browser.waitForPath(path);
  await browser.page.getByText(exactly(text)).first().waitFor({ state: 'visible' });
  await expectAccessibleAtBothWidths(browser.page);
}

describe('Alex’s claims and claim home', () => {
  it('chooses claim 12/34567, sees the bank-details banner on claim home, and closing it verifies the details for good', async () => {
    const browser = await openPage('desktop', { keepForFile: true });
    const dialogs = recordDialogs(browser.page);
    expect(await signInWithVerification(browser, alex, DEMO_PASSWORD)).toBe('/claims');

    const claims = new ClaimsPage(browser.page);
    await claims.waitUntilShown();
    await claims.prompt.waitFor({ state: 'visible' });
    await claims.missingClaimNote.waitFor({ state: 'visible' });
    // The second claim has no location: its card says so (part 1 §2).
    await expect(claims.card('12/34568').innerText()).resolves.toContain(messages.claims.locationNotListed);
    await expectAccessibleAtBothWidths(browser.page);

    const selected = browser.page.waitForResponse((r) => r.url().endsWith(endpoints.selectClaim.path));
    await claims.choose(chosenClaim);
    expect((await selected).status()).toBe(200);
    await browser.waitForPath('/claim');
    const home = new ClaimHomePage(browser.page);
    await home.waitUntilShown(alex.firstName);
    await home.bankBanner.waitFor({ state: 'visible' });
    // Verify opens the bank-details access code screen (part 1 §2); closing is the path taken here.
    await expect(home.verifyBankDetails.getAttribute('href')).resolves.toBe('/activationbankdetails');
    for (const title of Object.values(messages.claimHome.panels)) {
      await home.panel(title).waitFor({ state: 'visible' });
    }
    await expectAccessibleAtBothWidths(browser.page);

    const verified = browser.page.waitForResponse((r) => r.url().endsWith(endpoints.verifyBankDetails.path));
    await home.closeBankBanner.click();
    expect((await verified).status()).toBe(200);
    await home.bankBanner.waitFor({ state: 'hidden' });

    // The server remembers: a reload reads the account again and shows no banner.
    await browser.reload();
    await home.waitUntilShown(alex.firstName);
    await expect(home.bankBanner.count()).resolves.toBe(0);
    expect(dialogs.texts).toEqual([]);

    await home.panel(messages.claimHome.panels.account).click();
    await browser.waitForPath('/account');
    await new MyDetailsPage(browser.page).waitUntilShown();
    signedIn = browser;
  });
});

describe('Alex’s My Details', () => {
  it('changes the home address to one picked from the address lookup', async () => {
    const { browser, details } = await openMyDetails();
    const dialogs = recordDialogs(browser.page);
    await expectAccessibleAtBothWidths(browser.page);

    await details.editLink('contact').click();
    const form = new ContactDetailsForm(details.section('contact'));
    await form.homeAddress.waitFor({ state: 'visible' });
    // Nothing changed yet: Save waits (part 1 §5 "Contact details Save").
    await expect(form.save.isDisabled()).resolves.toBe(true);
    await expectAccessibleAtBothWidths(browser.page);

    await form.pickAddress(form.homeAddress, '143 Moorabool', /143 Moorabool Street/i);
    await expect.poll(() => form.save.isEnabled()).toBe(true);
    await form.save.click();
    await expectUpdated(browser, '/accountupdated/contact-details/success', updatedText('contact-details'));

    await browser.goto('/account');
    await details.waitUntilShown();
    await expect(details.section('contact').innerText()).resolves.toMatch(/143 Moorabool Street/i);
    expect(dialogs.texts).toEqual([]);
  });

  it('changes the bank details with an access code from the outbox and a BSB the lookup names', async () => {
    const { browser, details } = await openMyDetails();
    const dialogs = recordDialogs(browser.page);

    const mark = await markOutbox(browser.baseUrl, contactAddresses(alex));
    await details.editLink('bank').click();
    await browser.waitForPath('/activationaccountdetails');
    await enterAccountEditCode(browser, mark);

    await browser.waitForPath('/account');
    const form = new BankDetailsForm(details.section('bank'));
    await form.bsb.waitFor({ state: 'visible' });
    await expectAccessibleAtBothWidths(browser.page);

    // An unknown BSB is refused and the bank name cleared (part 1 §5).
    await form.bsb.fill('999-999');
    await form.bsb.press('Tab');
    await details.section('bank').getByText(messages.fields.bank.bsb, { exact: true }).waitFor();
    await expect.poll(() => form.bankName.inputValue()).toBe('');

    await form.bsb.fill('083-170');
    await form.bsb.press('Tab');
    await expect.poll(() => form.bankName.inputValue()).toMatch(/\S/);
    await expect(form.bankName.isEditable()).resolves.toBe(false);
    const bankName = await form.bankName.inputValue();
    await form.accountName.fill('  Alex J Citizen  ');
    await form.accountNumber.fill('20583741');
    await expect.poll(() => form.save.isEnabled()).toBe(true);
    await form.save.click();
    await expectUpdated(browser, '/accountupdated/bank-details/success', updatedText('bank-details'));

    await browser.goto('/account');
    await details.waitUntilShown();
    const readView = await details.section('bank').innerText();
    expect(readView).toContain(bankName);
    // The read view masks the account number (part 1 §2).
    expect(readView).not.toContain('20583741');
    expect(dialogs.texts).toEqual([]);
  });

  it('changes the e-mail address with an access code sent to the mobile, tells both addresses, and changes it back', async () => {
    const { browser, details } = await openMyDetails();
    const dialogs = recordDialogs(browser.page);
    const newEmail = 'alex.citizen@example.net';

    for (const [from, to] of [
      [alex.email, newEmail],
      [newEmail, alex.email],
    ] as const) {
      const mark = await markOutbox(browser.baseUrl, [...contactAddresses(alex), newEmail]);
      await details.editLink('email').click();
      await browser.waitForPath('/activationaccountdetails');
      await enterAccountEditCode(browser, mark);

      await browser.waitForPath('/account');
      const form = new EmailForm(details.section('email'));
      await form.email.waitFor({ state: 'visible' });
      await expect(form.email.inputValue()).resolves.toBe(from);
      await expectAccessibleAtBothWidths(browser.page);
      const noticesBefore = (await messagesTo(browser.baseUrl, [from, to])).length;
      await form.email.fill(to);
      await expect.poll(() => form.save.isEnabled()).toBe(true);
      await form.save.click();
      await expectUpdated(browser, '/accountupdated/email-address/success', updatedText('email-address'));

      // A changed e-mail is told to the old address as well as the new one (issue 4 "Server"). The
      // notices are delivered by the worker after the answer (issue 29), so they are waited for.
      const toldAddresses = async () => {
        const notices = await messagesTo(browser.baseUrl, [from, to]);
        const told = notices.slice(0, notices.length - noticesBefore).map((m) => m.To.toLowerCase());
        return [...new Set(told)].sort();
      };
      await expect.poll(toldAddresses, { timeout: 15_000 }).toEqual([from, to].sort());

      await browser.goto('/account');
      await details.waitUntilShown();
      await expect(details.section('email').innerText()).resolves.toContain(to);
    }
    expect(dialogs.texts).toEqual([]);
  });

  it('sends a personal-details change with a PDF to the provider for approval', async () => {
    const { browser, details } = await openMyDetails();
    const dialogs = recordDialogs(browser.page);

    await details.editLink('personal').click();
    const form = new PersonalDetailsForm(details.section('personal'));
    await form.reason.waitFor({ state: 'visible' });
    await expectAccessibleAtBothWidths(browser.page);

    await form.firstName.fill('Alexander');
    await form.reason.selectOption({ label: 'Change of name by deed poll' });
    await form.file.setInputFiles({ name: 'deed-poll.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    // The queued file shows with its upload progress in percent (issue 4 "Personal details change").
    const progress = details.section('personal').getByRole('progressbar', { name: /deed-poll\.pdf/ });
    await expect(progress.getAttribute('aria-valuemax')).resolves.toBe('100');

    const submitted = browser.page.waitForResponse((r) =>
      r.url().endsWith(endpoints.submitDetailsRequest.path),
    );
    await expect.poll(() => form.save.isEnabled()).toBe(true);
    await form.save.click();
    expect((await submitted).status()).toBe(200);
    await details.notice(t.toasts.personalDetailsSent).waitFor({ state: 'visible' });
    await expectAccessibleAtBothWidths(browser.page);
    expect(dialogs.texts).toEqual([]);
  });

  it('refuses a wrong current password, changes the password, and changes it back', async () => {
    const { browser, details } = await openMyDetails();
    const dialogs = recordDialogs(browser.page);
    const newPassword = 'Harbour-Light-73';
    let changed = false;
    try {
      await details.changePassword.click();
      await browser.waitForPath('/updatepassword');
      const form = new UpdatePasswordPage(browser.page);
      await form.current.waitFor({ state: 'visible' });
      await expectAccessibleAtBothWidths(browser.page);

      // Error 80 marks the current password invalid (part 1 §5).
      await form.change('Not-the-password-1', newPassword);
      await browser.page
        .getByText(messages.fields.password.currentWrong, { exact: true })
        .first()
        .waitFor({ state: 'visible' });
      expect(browser.path()).toBe('/updatepassword');
      await expectNoSeriousAxeViolations(browser.page);

      await form.change(DEMO_PASSWORD, newPassword);
      changed = true;
      await expectUpdated(browser, '/accountupdated/password/success', updatedText('password'));

      await browser.goto('/updatepassword');
      await form.change(newPassword, DEMO_PASSWORD);
      await browser.waitForPath('/accountupdated/password/success');
      changed = false;
      expect(dialogs.texts).toEqual([]);
    } finally {
      // Later files sign Alex in with the demo password: put it back even when a step above failed.
      if (changed) {
        await callApi(browser.baseUrl, endpoints.updatePassword.path, {
          AccessToken: (await storedAccessToken(browser.page)) ?? '',
          OldPassword: newPassword,
          NewPassword: DEMO_PASSWORD,
          ReEnterPassword: DEMO_PASSWORD,
        });
      }
    }
  });
});
