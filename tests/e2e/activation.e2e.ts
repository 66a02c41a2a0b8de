// Journey: Jo Lee registered but never activated; signing in answers AccountActivated 0 and leads to
// activation by access code, then to the claims (spec part 1 §4 "Session", RESOLUTIONS.md "Sign-in").
import { describe, expect, it } from 'vitest';
import { AccessCodePage } from './pages/access-code-page.js';
import { LoginPage } from './pages/login-page.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { contactAddresses, DEMO_PASSWORD, jo } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import { expectAccessibleAtBothWidths, waitForSignedInLanding } from './support/journey.js';
import { markOutbox, waitForAccessCode } from './support/outbox.js';

const { openPage } = useBrowser();

describe('an account that is not activated', () => {
  it('takes Jo Lee from sign-in to activation and, with the code from the outbox, to the claims', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    await browser.goto('/login');
    const mark = await markOutbox(browser.baseUrl, contactAddresses(jo));
    await new LoginPage(browser.page).signInAs(jo.email, DEMO_PASSWORD);
    await browser.waitForPath('/activate');

    const activation = new AccessCodePage(browser.page);
    await activation.waitUntilShown();
    await activation.help.waitFor({ state: 'visible' });
    await expectAccessibleAtBothWidths(browser.page);

    await activation.enterCode(await waitForAccessCode(browser.baseUrl, mark));
    await waitForSignedInLanding(browser);
    await expectNoSeriousAxeViolations(browser.page);
    expect(dialogs.texts).toEqual([]);
  });
});
