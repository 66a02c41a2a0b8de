// Issue 15 "Speed": the public routes arrive with their first render in the HTML (the build's
// prerender, apps/web/scripts/prerender.mjs), so the browser paints the page before any script runs.
// Until React has hydrated it, the page's forms are inert: nothing typed into markup React has not taken
// over can be lost, and nothing is submitted without the app's checks. Once hydrated, the live screen is
// the prerendered one, without a layout shift (issue 28).
import { messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useBrowser, type ViewportName } from './support/browser.js';
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shift.js';
import { laneBaseUrl } from './support/lane.js';

const { openPage } = useBrowser();

const routes: [path: string, heading: string][] = [
  ['/login', messages.signIn.submit],
  ['/register', messages.registration.title],
  ['/forgotusername', messages.retrieval.forgotUsernameTitle],
  ['/forgotpassword', messages.retrieval.forgotPasswordTitle],
];

describe('prerendered public routes', () => {
  it.each(routes)('%s arrives with its heading and inert forms in the HTML', async (path, heading) => {
    const response = await fetch(new URL(path, laneBaseUrl()));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered="">');
    expect(html).toContain(`<h1 class="page-title">${heading}</h1>`);
    const forms = html.match(/<form [^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toContain('inert=""');
  });

  it('shows /login before any script has run, and nothing can be typed into it yet', async () => {
    const browser = await openPage('mobile');
    await browser.page.route('**/*.js', (route) => route.abort());
    await browser.page.goto('/login');
    await expect
      .poll(() => browser.page.getByRole('heading', { level: 1 }).textContent())
      .toBe(messages.signIn.submit);
    await expect.poll(() => browser.page.locator('form[inert]').count()).toBe(1);
    const username = browser.page.locator('input[name="EmailAddress"]');
    await username.click({ force: true }).catch(() => undefined);
    await browser.page.keyboard.type('alex');
    expect(await username.inputValue()).toBe('');
  });

  it.each(routes.map(([path]) => path))(
    '%s is hydrated: React adopts the markup the claimant sees, with no hydration error',
    async (path) => {
      const browser = await openPage('mobile');
      // The server's heading, marked on its way: a hydration keeps that very node (it leaves attributes
      // it does not render as they are), a fresh render would replace it.
      await browser.page.route(new URL(path, laneBaseUrl()).href, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<h1 ', '<h1 data-from-server="" ');
        await route.fulfill({ response, body });
      });
      await browser.goto(path);
      await expect.poll(() => browser.page.locator('form[inert]').count()).toBe(0);
      await expect.poll(() => browser.page.locator('#root[data-prerendered]').count()).toBe(0);
      expect(await browser.page.locator('h1[data-from-server]').count()).toBe(1);
      // React reports a hydration that did not match (its errors 418, 423, 425) on the console.
      expect(browser.consoleErrors).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
    },
  );

  it.each<ViewportName>(['mobile', 'desktop'])(
    'at the %s width the app takes /login over without a layout shift and the form then works',
    async (viewport) => {
      const browser = await openPage(viewport);
      await recordLayoutShifts(browser.context);
      await browser.goto('/login');
      // React has hydrated the markup (its form is no longer inert) and the result has been painted.
      await expect.poll(() => browser.page.locator('form[inert]').count()).toBe(0);
      await browser.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { total, shifts } = await layoutShiftsOf(browser.page);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
      const username = browser.page.getByLabel('Username');
      await username.fill('alex@example.com');
      expect(await username.inputValue()).toBe('alex@example.com');
      expect(browser.pageErrors).toEqual([]);
    },
  );
});
