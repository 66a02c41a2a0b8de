// The installable app and its updates (issue 15; spec part 1 §4 "App update", §9) on the built app in
// Chromium: the service worker controls the page, keeps no API answer, answers the prerendered public
// routes with their prerendered pages and every other route with the shell (online and offline, with a
// notice), and a new version waits for the user's update. The installed app, the pages and the app's
// first render carry the configured provider's name and phone (docs/adr/0028-service-worker-prerendered-pages-and-branding.md). This file runs
// its own server on a copy of the build, with another provider than the build's default, so it can
// change the worker file under it without touching the suite's shared server.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMessage, messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/build-output.mjs';
import { startServer } from '../../scripts/lib/server-process.mjs';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-any-impact.js';
import { recordDialogs } from './support/dialogs.js';
import { useBrowser, viewports } from './support/browser.js';
import { saveScreenshot } from './support/screenshots.js';

const { openPage } = useBrowser({ serviceWorkers: 'allow' });
let server: Awaited<ReturnType<typeof startServer>>;
let webDir: string;

/** Not the build's default branding: the installed app's name must come from the server's setting. */
const PROVIDER_NAME = 'Acme Mutual';
const PROVIDER_PHONE = '03 9000 1234';
/** The markers of a page's HTML: the prerendered copy has its first render in #root, the shell none. */
const PRERENDERED_ROOT = '<div id="root" data-prerendered="">';
const SHELL_ROOT = '<div id="root"></div>';

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'portal-pwa-web-'));
  cpSync(join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
  server = await startServer({ env: { WEB_DIST_DIR: webDir, PROVIDER_NAME, PROVIDER_PHONE } });
});
afterAll(async () => {
  await server?.stop();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** Resolves once the registration's worker has finished activating (its precache is complete). */
async function waitForActiveWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
}

/** Opens /login, waits for the worker to install, and reloads so that it controls the page. */
async function openControlledLogin(page: Page): Promise<void> {
  await page.goto(url('/login'), { waitUntil: 'load' });
  await waitForActiveWorker(page);
  await page.reload({ waitUntil: 'networkidle' });
}

/** The header's name and phone as the page shows them. */
async function shownBranding(
  page: Page,
): Promise<{ name: string | null; phone: string | null; href: string | null }> {
  const phone = page.locator('.toolbar__phone');
  return {
    name: await page.locator('.toolbar__brand').textContent(),
    phone: await phone.evaluate((link) => link.lastChild?.textContent ?? null),
    href: await phone.getAttribute('href'),
  };
}

const configuredBranding = { name: PROVIDER_NAME, phone: PROVIDER_PHONE, href: 'tel:0390001234' };

describe('the configured provider', () => {
  it('is in the pages the server sends and in the app’s first render, with no call and no CSP violation', async () => {
    // Every page from the server itself: under the worker the app asks again (the precached copy may be
    // older than the server's settings), which the offline test below covers.
    const browser = await openPage('mobile', { serviceWorkers: 'block' });
    const { page } = browser;
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const informationCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/information/getinformation')) informationCalls.push(request.url());
    });

    for (const path of ['/login', '/forgotpassword', '/claims']) {
      const response = await page.goto(url(path), { waitUntil: 'load' });
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain(`"ProviderName":"${PROVIDER_NAME}","ProviderPhone":"${PROVIDER_PHONE}"`);
      expect(html, path).not.toContain('TAC');
      expect(html, path).not.toContain('__Provider_Name__');
      if (path !== '/claims') {
        // The prerendered page is painted from its markup: the name is there before any script runs.
        expect(html, path).toContain(`<p class="toolbar__brand">${PROVIDER_NAME}</p>`);
        expect(html, path).toContain(`href="tel:0390001234"`);
        expect(await shownBranding(page), path).toEqual(configuredBranding);
      }
      // The app has taken over (signed out, /claims goes to /login) and names the configured provider.
      await expect.poll(() => page.locator('form[inert]').count(), { timeout: 10_000 }).toBe(0);
      await page.locator('.toolbar__brand').waitFor();
      expect(await shownBranding(page), path).toEqual(configuredBranding);
    }
    expect(informationCalls).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(browser.consoleErrors.filter((text) => /Content.Security.Policy/i.test(text))).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('the service worker', () => {
  it('is served for revalidation on every load, with the manifest the browser can install from', async () => {
    const worker = await fetch(url('/sw.js'));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const manifest = await fetch(url('/manifest.webmanifest'));
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as {
      name: string;
      short_name: string;
      icons: { sizes: string; purpose: string }[];
    };
    const provider = { provider: PROVIDER_NAME };
    expect(body.name).toBe(formatMessage(messages.shell.installedApp.name, provider));
    expect(body.short_name).toBe(formatMessage(messages.shell.installedApp.shortName, provider));
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('registers after load, controls the page after a reload, and keeps no API answer', async () => {
    const browser = await openPage('mobile');
    const { page } = browser;
    await openControlledLogin(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(url('/sw.js'));

    // Under the worker, /login asks getinformation (a GET, the kind the Cache API could keep).
    // Its own answer: other calls of the page (POSTs) may answer first.
    const apiAnswer = page.waitForResponse((response) =>
      response.url().includes('/api/information/getinformation'),
    );
    await page.reload({ waitUntil: 'networkidle' });
    expect((await apiAnswer).request().method()).toBe('GET');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    const paths = cached.map((cachedUrl) => new URL(cachedUrl).pathname);
    // The precache holds the shell and the prerendered pages (under a revision query) and so is what
    // was inspected; never the manifest, which the server makes for its configured provider.
    expect(paths).toContain('/index.html');
    expect(paths).toContain('/prerendered/login.html');
    expect(paths.filter((path) => path.startsWith('/api'))).toEqual([]);
    expect(paths).not.toContain('/manifest.webmanifest');

    // Chromium's own installability check (what Lighthouse used to report) finds nothing missing. It
    // reports every problem it finds; a test context is always incognito, which is not the app's.
    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const { errors: manifestErrors, data } = await cdp.send('Page.getAppManifest');
    expect(manifestErrors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      name: formatMessage(messages.shell.installedApp.name, { provider: PROVIDER_NAME }),
    });
    expect(browser.pageErrors).toEqual([]);
  });

  it('answers /login from its precached prerendered page and /claim from the shell, online', async () => {
    const browser = await openPage('mobile');
    const { page } = browser;
    await openControlledLogin(page);
    for (const path of ['/login', '/login?next=%2Finbox', '/forgotpassword']) {
      const response = await page.goto(url(path), { waitUntil: 'load' });
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = (await response?.text()) ?? '';
      // The form is in the HTML itself, before any script has run.
      expect(html, path).toContain(PRERENDERED_ROOT);
      expect(html, path).toMatch(/<form inert="" /);
    }
    for (const path of ['/claim', '/login/m']) {
      const response = await page.goto(url(path), { waitUntil: 'load' });
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain(SHELL_ROOT);
      expect(html, path).not.toContain('data-prerendered');
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('opens /login offline as its prerendered page, then the app, with a clear offline notice', async () => {
    const browser = await openPage('mobile');
    const { page, context } = browser;
    const dialogs = recordDialogs(page);
    await page.goto(url('/login'), { waitUntil: 'load' });
    await waitForActiveWorker(page);
    // Blank first, so the offline page is a navigation the worker answers, not the page already shown.
    await page.goto('about:blank');
    await context.setOffline(true);
    const response = await page.goto(url('/login'));
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).toContain(PRERENDERED_ROOT);

    const notice = page.getByRole('status').filter({ hasText: messages.shell.offline });
    await notice.waitFor();
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    // The worker precached the server's pages, so offline too they name the configured provider.
    expect(await shownBranding(page)).toEqual(configuredBranding);
    await expectNoAxeViolationsAtBothWidths(page);
    await saveScreenshot(page, 'pwa-offline', viewports.mobile);
    await saveScreenshot(page, 'pwa-offline', viewports.desktop);
    expect(dialogs.texts).toEqual([]);

    // A route that was not prerendered gets the shell offline too.
    const shell = await page.goto(url('/claim'));
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(await shell?.text()).toContain(SHELL_ROOT);
    await notice.waitFor();

    // Back online, the notice goes without a reload.
    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
  });

  it('offers a new version, and the user’s update reloads the page under the new worker', async () => {
    const workerFile = join(webDir, 'sw.js');
    const original = readFileSync(workerFile, 'utf8');
    const browser = await openPage('mobile');
    const { page } = browser;
    try {
      await openControlledLogin(page);
      const update = page.getByRole('button', { name: messages.shell.appUpdate.apply });
      expect(await update.count()).toBe(0);

      // A release: the worker file changes (here, one that can answer which version it is).
      writeFileSync(
        workerFile,
        `${original}\nself.addEventListener('message', (event) => {\n` +
          `  if (event.data === 'e2e-version') event.ports[0].postMessage('second');\n});\n`,
      );
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await update.waitFor();
      await expect(
        page.getByRole('status').filter({ hasText: messages.shell.appUpdate.available }).isVisible(),
      ).resolves.toBe(true);
      await expectNoAxeViolationsAtBothWidths(page);
      await saveScreenshot(page, 'pwa-update', viewports.mobile);
      await saveScreenshot(page, 'pwa-update', viewports.desktop);

      // The waiting worker activates, takes control and the page reloads from its precache: three steps
      // that took over the default 10 s once in CI, with the server suites running beside this one.
      await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), update.click()]);
      const version = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(event.data);
            navigator.serviceWorker.controller?.postMessage('e2e-version', [channel.port2]);
            setTimeout(() => resolve('no answer: the old worker'), 3000);
          }),
      );
      expect(version).toBe('second');
      expect(await update.count()).toBe(0);
      expect(browser.pageErrors).toEqual([]);
    } finally {
      writeFileSync(workerFile, original);
    }
  });
});
