// Journeys for Sam Taylor (e-mail only, one claim), in order: a sign-in verification where three wrong
// codes expire the code and a re-sent one succeeds (spec part 1 §4 "Access codes"); then forgot password
// -> reset -> activation by a code sent to the registered e-mail, which applies the new password ->
// signed in, with a password-changed notice (§2, §4 "Session"; RESOLUTIONS.md "Account recovery and
// takeover": a reset signs in only a browser verified before, and this browser is new; issue 29 item 3). The reset changes Sam's password, so it runs last
// and no other journey signs in as Sam.
import { brandingValues, formatMessage, messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AccessCodePage } from './pages/access-code-page.js';
import { LoginPage } from './pages/login-page.js';
import { ForgotPasswordPage, ResetPasswordPage } from './pages/recovery-pages.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { contactAddresses, DEMO_PASSWORD, sam } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import {
  expectAccessibleAtBothWidths,
  storedAccessToken,
  waitForSignedInLanding,
  wrongCodeFor,
} from './support/journey.js';
import { accessCodeIn, markOutbox, messagesSince, waitForAccessCode } from './support/outbox.js';

const { openPage } = useBrowser();
const samsNewPassword = 'Fresh-Start-42';

describe('an access code entered wrongly', () => {
  it('expires after three wrong codes, disables the form, and a re-sent code signs Sam in', async () => {
    const browser = await openPage();
    recordDialogs(browser.page);
    await browser.goto('/login');
    const firstMark = await markOutbox(browser.baseUrl, contactAddresses(sam));
    await new LoginPage(browser.page).signInAs(sam.email, DEMO_PASSWORD);
    await browser.waitForPath('/verify');
    const verify = new AccessCodePage(browser.page);
    await verify.waitUntilShown();
    const firstCode = await waitForAccessCode(browser.baseUrl, firstMark);
    const wrongCode = wrongCodeFor(firstCode);

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await verify.enterCodeAndWaitForAnswer(wrongCode);
      await verify.incorrect.waitFor({ state: 'visible' });
      // The field is cleared after a wrong code (part 1 §4) and the form stays usable.
      await expect.poll(() => verify.code.inputValue()).toBe('');
      await expect.poll(() => verify.code.isEditable()).toBe(true);
    }
    await expectNoSeriousAxeViolations(browser.page);

    await verify.enterCodeAndWaitForAnswer(wrongCode);
    await verify.expired.waitFor({ state: 'visible' });
    await expect(verify.code.isDisabled()).resolves.toBe(true);
    await expect(verify.verify.isDisabled()).resolves.toBe(true);
    await expectNoSeriousAxeViolations(browser.page);

    const resendMark = await markOutbox(browser.baseUrl, contactAddresses(sam));
    await verify.resend.click();
    await verify.newCodeSent.waitFor({ state: 'visible' });
    const newCode = await waitForAccessCode(browser.baseUrl, resendMark);
    await expect(verify.code.isEnabled()).resolves.toBe(true);
    await expectNoSeriousAxeViolations(browser.page);

    await verify.enterCode(newCode);
    await waitForSignedInLanding(browser);
    await expectNoSeriousAxeViolations(browser.page);
  });
});

describe('forgot password', () => {
  it('resets Sam’s password in a new browser, activates it with a code sent to Sam’s e-mail and signs Sam in', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    await browser.goto('/login');
    const login = new LoginPage(browser.page);
    await login.waitUntilShown();
    await login.forgotPassword.click();
    await browser.waitForPath('/forgotpassword');

    const forgot = new ForgotPasswordPage(browser.page);
    await forgot.waitUntilShown();
    await expectAccessibleAtBothWidths(browser.page);
    await forgot.fill(sam);
    await forgot.submit.click();
    await browser.waitForPath('/resetpassword');

    const reset = new ResetPasswordPage(browser.page);
    await reset.waitUntilShown();
    await expectAccessibleAtBothWidths(browser.page);
    const mark = await markOutbox(browser.baseUrl, contactAddresses(sam));
    await reset.setPassword(samsNewPassword);
    await browser.waitForPath('/activate');

    const activation = new AccessCodePage(browser.page);
    await activation.waitUntilShown();
    await expectAccessibleAtBothWidths(browser.page);
    const notice = formatMessage(messages.notifications.passwordChangedBody, brandingValues());
    const isCode = (body: string) => body !== notice;
    await expect
      .poll(async () => (await messagesSince(browser.baseUrl, mark)).filter((m) => isCode(m.Body)).length)
      .toBe(1);
    const sent = await messagesSince(browser.baseUrl, mark);
    // The new password waits for the code, so nothing has changed yet (issue 29 item 3).
    expect(sent.filter((m) => m.Body === notice)).toEqual([]);
    const codeMessage = sent.find((m) => isCode(m.Body));
    expect(codeMessage?.To).toBe(sam.email);
    await activation.enterCode(accessCodeIn(codeMessage?.Body ?? ''));

    await waitForSignedInLanding(browser);
    await expect(storedAccessToken(browser.page)).resolves.toBeTruthy();
    const notices = (await messagesSince(browser.baseUrl, mark)).filter((m) => m.Body === notice);
    expect(notices.map((m) => m.To)).toEqual([sam.email]);
    await expectNoSeriousAxeViolations(browser.page);
    expect(dialogs.texts).toEqual([]);
  });
});
