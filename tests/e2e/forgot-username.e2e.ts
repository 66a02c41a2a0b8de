// Journey: forgot username -> the sent page (spec part 1 §2 "Registration, forgot and reset pages").
// Alex's details are only read, so this journey does not disturb Alex's other journeys.
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.js';
import { ForgotUsernamePage, SentUsernamePage } from './pages/recovery-pages.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { alex, contactAddresses } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import { markOutbox, waitForNewMessage } from './support/outbox.js';

const { openPage } = useBrowser();

describe('forgot username', () => {
  it('sends Alex the username and shows the sent page with a way back to sign in', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    await browser.goto('/login');
    const login = new LoginPage(browser.page);
    await login.waitUntilShown();
    await login.forgotUsername.click();
    await browser.waitForPath('/forgotusername');

    const forgot = new ForgotUsernamePage(browser.page);
    await forgot.waitUntilShown();
    await expectNoSeriousAxeViolations(browser.page);
    await forgot.fill(alex);
    const mark = await markOutbox(browser.baseUrl, contactAddresses(alex));
    await forgot.submit.click();
    await browser.waitForPath('/sentusername');

    const sent = new SentUsernamePage(browser.page);
    await sent.notice.waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(browser.page);
    const message = await waitForNewMessage(browser.baseUrl, mark);
    expect(message.Body).toContain(alex.email);
    expect(dialogs.texts).toEqual([]);

    await sent.backToSignIn.click();
    await browser.waitForPath('/login');
  });

  it('does not open the sent page without a request', async () => {
    const browser = await openPage();
    await browser.goto('/sentusername');
    await new LoginPage(browser.page).waitUntilShown();
    expect(browser.path()).toBe('/login');
  });
});
