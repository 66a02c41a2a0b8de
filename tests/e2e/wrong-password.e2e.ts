// Journey: five incorrect sign-ins send the user to forgot password (spec part 1 §4 "Session", §9).
// The username has no account: the server answers it exactly like a wrong password (issue 3 throttling
// never reveals whether an account exists), so no demo account is throttled for the other journeys.
import { messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.js';
import { ForgotPasswordPage } from './pages/recovery-pages.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { recordDialogs } from './support/dialogs.js';

const { openPage } = useBrowser();
const unknownUser = 'no-such-claimant@example.com';

describe('incorrect passwords', () => {
  it('clears the password after each failure and opens forgot password on the fifth', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    await browser.goto('/login');
    const login = new LoginPage(browser.page);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login.signInAs(unknownUser, `Wrong-guess-${attempt}`);
      // The failed sign-in clears the password (part 1 §4) and stays on /login.
      await expect.poll(() => login.password.inputValue()).toBe('');
      expect(browser.path()).toBe('/login');
    }
    await expectNoSeriousAxeViolations(browser.page);
    // The generic sign-in error is what the user was told (part 1 §8), never whether the account exists.
    const told = [...dialogs.texts, await browser.page.locator('body').innerText()].join('\n');
    expect(told).toContain(messages.fields.signIn.password);

    await login.signInAs(unknownUser, 'Wrong-guess-5');
    await browser.waitForPath('/forgotpassword');
    await new ForgotPasswordPage(browser.page).waitUntilShown();
    await expectNoSeriousAxeViolations(browser.page);
  });
});
