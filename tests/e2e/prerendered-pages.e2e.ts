// Issue 15 "Speed": the public routes arrive with their first render in the HTML (the build's
// prerender, apps/web/scripts/prerender.mjs), so the browser paints the page before any script runs.
// Until the app has started, the page's forms are inert: nothing typed into markup that is about to be
// replaced can be lost, and nothing is submitted without the app's checks. Once it has started, the
// live screen stands where the prerendered one was, without a layout shift.
import { messages } from '@portal/contract';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, type ViewportName } from './support/browser.js';
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shift.js';

const { openPage } = useBrowser();

const routes: [path: string, heading: string][] = [
  ['/login', messages.signIn.submit],
  ['/register', messages.registration.title],
  ['/forgotusername', messages.retrieval.forgotUsernameTitle],
  ['/forgotpassword', messages.retrieval.forgotPasswordTitle],
];

describe('prerendered public routes', () => {
  it.each(routes)('%s arrives with its heading and inert forms in the HTML', async (path, heading) => {
    const response = await fetch(new URL(path, inject('baseUrl')));
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

  it("asks for the app's scripts only once /login has had its first contentful paint", async () => {
    const browser = await openPage('mobile');
    // From a page of the same site, as a claimant arrives from another screen (and Lighthouse from
    // its blank page): Chromium then holds the first paint back a little (paint holding).
    await browser.goto('/healthz');
    await browser.goto('/login');
    await expect.poll(() => browser.page.locator('form[inert]').count()).toBe(0);
    const timing = await browser.page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .filter((entry) => !new URL(entry.name).pathname.includes('/start-after-paint-'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts)
      expect(script.start, script.path).toBeGreaterThanOrEqual(timing.paint!);
  });

  it.each<ViewportName>(['mobile', 'desktop'])(
    'at the %s width the app takes /login over without a layout shift and the form then works',
    async (viewport) => {
      const browser = await openPage(viewport);
      await recordLayoutShifts(browser.context);
      await browser.goto('/login');
      // The app's first render has replaced the markup (its form is no longer inert) and been painted.
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

  // decisions §68: the contract's schemas are built in a task of their own, before the app's modules.
  it("runs the contract's chunk before the app's entry, which /login adds once the chunk has run", async () => {
    const browser = await openPage('mobile');
    await browser.context.addInitScript(() => {
      const seen: { event: string; path: string; at: number }[] = [];
      (window as unknown as { scriptEvents: typeof seen }).scriptEvents = seen;
      const pathOf = (element: Element) => new URL((element as HTMLScriptElement).src).pathname;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && node.type === 'module')
              seen.push({ event: 'added', path: pathOf(node), at: performance.now() });
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLScriptElement && event.target.type === 'module')
            seen.push({ event: 'ran', path: pathOf(event.target), at: performance.now() });
        },
        true,
      );
    });
    await browser.goto('/login');
    await expect.poll(() => browser.page.locator('form[inert]').count()).toBe(0);
    const events = await browser.page.evaluate(
      () => (window as unknown as { scriptEvents: { event: string; path: string }[] }).scriptEvents,
    );
    const steps = events.map(({ event, path }) => `${event} ${path.replace(/-[\w-]+\.js$/, '')}`);
    expect(steps).toEqual([
      'added /assets/contract',
      'ran /assets/contract',
      'added /assets/index',
      'ran /assets/index',
    ]);
    expect(browser.pageErrors).toEqual([]);

    // The pages sent from index.html name the same two scripts, the contract's first.
    const html = await (await fetch(new URL('/claim', inject('baseUrl')))).text();
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="\/assets\/([a-z]+)-/g)].map(
      (match) => match[1],
    );
    expect(scripts).toEqual(['contract', 'index']);
  });
});
