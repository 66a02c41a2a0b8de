// Journey: a stored session the server no longer honours ends at the next call; the app forgets the user
// and goes to /login (spec part 1 §4 "Session": an expired-token error forces logout; §8 numbers 8, 18,
// 21, 22, 24, 28). A session revoked by signing out elsewhere is covered in sign-in-verification.e2e.ts.
import { serverErrors } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { storedAccessToken } from './support/journey.js';

const { openPage } = useBrowser();

describe('an expired session', () => {
  it('is sent to /login and forgotten when the stored token is no longer valid', async () => {
    const browser = await openPage();
    await browser.goto('/login');
    await new LoginPage(browser.page).waitUntilShown();
    // A token the server never issued (or long expired), as a browser left open overnight would hold.
    await browser.page.evaluate(() => {
      window.sessionStorage.setItem(
        'portal.user',
        JSON.stringify({ AccessToken: 'expired-token-from-yesterday', isOneTimePassword: false }),
      );
    });

    await browser.goto('/claims');
    await browser.waitForPath('/login');
    await new LoginPage(browser.page).waitUntilShown();
    // /login says why it appeared (issue 30 item 1).
    await browser.page.getByRole('alert').filter({ hasText: serverErrors.tokenUnknown.Message }).waitFor();
    await expect(storedAccessToken(browser.page)).resolves.toBeNull();
    await expectNoSeriousAxeViolations(browser.page);
  });
});
