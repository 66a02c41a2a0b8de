// First journeys through the web shell (issue 2, item 7): the empty path, unknown paths and signed-in
// screens land on /login when signed out (spec part 1 §2 route guards); public pages stay reachable;
// the sign-in page is accessible, keyboard-operable and runs under the server's CSP.
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser, type ViewportName } from './support/browser.js';

const portalVersion = '1.5.32';
const { openPage } = useBrowser();

describe('signed out', () => {
  it('lands on /login from the empty path and shows the portal version', async () => {
    const browser = await openPage();
    await browser.goto('/');
    const login = new LoginPage(browser.page);
    await login.waitUntilShown();
    await browser.waitForPath('/login');
    expect(browser.path()).toBe('/login');
    await expect(login.version(portalVersion).first().isVisible()).resolves.toBe(true);
    await expectNoSeriousAxeViolations(browser.page);
  });

  it('lands on /login from a path the portal does not know', async () => {
    const browser = await openPage();
    await browser.goto('/no-such-screen');
    await new LoginPage(browser.page).waitUntilShown();
    await browser.waitForPath('/login');
    expect(browser.path()).toBe('/login');
    await expectNoSeriousAxeViolations(browser.page);
  });

  it.each(['/claims', '/claim', '/account', '/inbox'])('is sent from %s to /login', async (path) => {
    const browser = await openPage();
    await browser.goto(path);
    await new LoginPage(browser.page).waitUntilShown();
    await browser.waitForPath('/login');
    expect(browser.path()).toBe('/login');
    await expectNoSeriousAxeViolations(browser.page);
  });

  it.each([
    ['/disclaimer', 'terms and conditions'],
    ['/privacypolicy', 'privacy'],
    ['/surveyvalidation', 'self-assessment'],
  ])('can open %s without signing in', async (path, topic) => {
    const browser = await openPage();
    await browser.goto(path);
    await browser.page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    expect(browser.path(), `${topic} page should not redirect`).toBe(path);
    await expectNoSeriousAxeViolations(browser.page);
  });
});

describe('the sign-in page', () => {
  it.each<ViewportName>(['mobile', 'desktop'])(
    'has no serious or critical accessibility violation at the %s width',
    async (viewport) => {
      const browser = await openPage(viewport);
      await browser.goto('/login');
      await new LoginPage(browser.page).waitUntilShown();
      await expectNoSeriousAxeViolations(browser.page);
    },
  );

  it('reaches the username field, the password field and the Sign in button with Tab, in that order', async () => {
    const browser = await openPage();
    await browser.goto('/login');
    const login = new LoginPage(browser.page);
    await login.waitUntilShown();
    await login.username.evaluate((element) => element.setAttribute('data-e2e-target', 'username'));
    await login.password.evaluate((element) => element.setAttribute('data-e2e-target', 'password'));
    await login.signIn.evaluate((element) => element.setAttribute('data-e2e-target', 'sign-in'));

    // Sign in is only enabled once the form is valid (spec part 1 §5), so type as a keyboard user would.
    const typedWhenFocused: Record<string, string> = {
      username: 'alex@example.com',
      password: 'Portal-demo-1',
    };
    const order: string[] = [];
    for (let step = 0; step < 60 && !order.includes('sign-in'); step += 1) {
      await browser.page.keyboard.press('Tab');
      const target = await browser.page.evaluate(
        () => document.activeElement?.getAttribute('data-e2e-target') ?? null,
      );
      if (target && !order.includes(target)) {
        order.push(target);
        const text = typedWhenFocused[target];
        if (text) await browser.page.keyboard.type(text);
      }
    }
    expect(order).toEqual(['username', 'password', 'sign-in']);
  });

  it('is served with security headers and loads without a Content-Security-Policy error', async () => {
    const browser = await openPage();
    const response = await browser.page.goto('/login', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'|frame-ancestors 'self'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    await new LoginPage(browser.page).waitUntilShown();
    const cspErrors = browser.consoleErrors.filter((text) => /content security policy/i.test(text));
    expect(cspErrors).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
