// Journey: Riley Nguyen, known to the provider but without an account, registers and activates it with
// the code from the outbox (spec part 1 §2 "Registration", §4 "Session" and "Access codes"). Riley can
// register once per server run, so no other journey uses Riley.
import { messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { AccessCodePage } from './pages/access-code-page.js';
import { LoginPage } from './pages/login-page.js';
import { RegistrationPage } from './pages/registration-page.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { contactAddresses, riley } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import { expectAccessibleAtBothWidths, waitForSignedInLanding } from './support/journey.js';
import { markOutbox, waitForAccessCode } from './support/outbox.js';
import { branded } from './support/texts.js';

const { openPage } = useBrowser();
const rileysPassword = 'Riley-Portal-26';

describe('registration', () => {
  it('registers Riley Nguyen, activates the account with the code from the outbox and opens the claims', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    await browser.goto('/login');
    const login = new LoginPage(browser.page);
    await login.waitUntilShown();
    await login.register.click();
    await browser.waitForPath('/register');

    const registration = new RegistrationPage(browser.page);
    await registration.waitUntilShown();
    await expectNoSeriousAxeViolations(browser.page);
    await registration.fill(riley, rileysPassword);
    await expect(registration.submit.isEnabled()).resolves.toBe(true);
    await expectNoSeriousAxeViolations(browser.page);

    const mark = await markOutbox(browser.baseUrl, contactAddresses(riley));
    await registration.submit.click();
    await browser.waitForPath('/activate');
    const activation = new AccessCodePage(browser.page);
    await activation.waitUntilShown();
    await expectAccessibleAtBothWidths(browser.page);

    await activation.enterCode(await waitForAccessCode(browser.baseUrl, mark));
    await waitForSignedInLanding(browser);
    await expectNoSeriousAxeViolations(browser.page);
    expect(dialogs.texts).toEqual([]);
  });

  it('alerts what to resolve, with the help number, when an incomplete form is forced with Enter', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    await browser.goto('/register');
    const registration = new RegistrationPage(browser.page);
    await registration.waitUntilShown();
    await expect(registration.submit.isDisabled()).resolves.toBe(true);
    await registration.identity.firstName.fill(riley.firstName);
    await registration.identity.firstName.press('Enter');

    await expect.poll(() => dialogs.texts.length).toBe(1);
    const lines = (dialogs.texts[0] ?? '').split('\n');
    const invalid = messages.registration.invalidSubmit;
    expect(lines[0]).toBe(invalid.heading);
    expect(lines).toEqual(
      expect.arrayContaining([invalid.homeAddress, invalid.postalAddress, branded(invalid.terms)]),
    );
    expect(lines.at(-1)).toBe(branded(messages.shell.helpLine));
    expect(browser.path()).toBe('/register');
    await expectNoSeriousAxeViolations(browser.page);
  });
});
