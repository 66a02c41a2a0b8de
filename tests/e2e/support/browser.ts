// One Chromium per run (support/global-setup.ts), which each test file connects to; a new browser context
// (fresh storage, chosen viewport, no service worker unless the file asks for one) per test unless a
// file keeps one for its later tests. Closing a file's connection closes the contexts it made. Debian's
// Chromium through playwright-core: no browser download (the machine reaches no such host).
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { laneBaseUrl } from './lane.js';
import { trackRequests } from './network-quiet.js';

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Every console message of level error, as text, in order. */
  consoleErrors: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** Navigates to a path of the portal and waits for the network to settle (network-quiet.ts). */
  goto(path: string): Promise<void>;
  /** Reloads the page and waits for the network to settle. */
  reload(): Promise<void>;
  /** Waits until the page has no request on its way and has had a quiet moment (network-quiet.ts). */
  settle(): Promise<void>;
  /** The current path (and search), without the origin. */
  path(): string;
  /** Waits until the browser shows the given path (client-side redirects included). */
  waitForPath(path: string): Promise<void>;
}

export interface OpenPageOptions {
  /** Cookies and local storage to start with, e.g. a browser that already verified a sign-in. */
  storageState?: BrowserContextOptions['storageState'];
  /**
   * Keep the context open for the file's later tests (it closes with the file's browser) instead of
   * closing it when this test ends: for journeys that go on where an earlier one left the browser.
   */
  keepForFile?: boolean;
  /** 'block': no service worker registers, so every page comes from the server. */
  serviceWorkers?: BrowserContextOptions['serviceWorkers'];
}

/** What every context of a test file starts with. */
export interface BrowserFileOptions {
  /**
   * 'block' unless the file's journeys are about the service worker (pwa, offline drafts): a context
   * that lets the worker register fills its precache, the whole app (~0.9 MB, a hundred requests),
   * beside every journey's first page, on the gate's two cores (25 % of shell.e2e.ts's time).
   */
  serviceWorkers?: 'allow' | 'block';
}

/** Call at the top of a test file; returns `openPage`, which gives each test its own context. */
export function useBrowser(fileDefaults: BrowserFileOptions = {}): {
  openPage: (viewport?: ViewportName, options?: OpenPageOptions) => Promise<OpenedPage>;
} {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const openPage = async (
    viewport: ViewportName = 'desktop',
    options: OpenPageOptions = {},
  ): Promise<OpenedPage> => {
    if (!browser) throw new Error('useBrowser() must be called at the top level of the test file.');
    const baseUrl = laneBaseUrl();
    const context = await browser.newContext({
      viewport: viewports[viewport],
      baseURL: baseUrl,
      ...(options.storageState ? { storageState: options.storageState } : {}),
      serviceWorkers: options.serviceWorkers ?? fileDefaults.serviceWorkers ?? 'block',
    });
    if (!options.keepForFile) {
      onTestFinished(async () => {
        await context.close();
      });
    }
    // Fail a missing element in seconds, well inside the test timeout, with Playwright's own message:
    // 20 s, as two lanes share the gate's two cores and a screen's first paint once took over 10 s.
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const requests = trackRequests(page);
    return {
      page,
      context,
      baseUrl,
      consoleErrors,
      pageErrors,
      async goto(path) {
        await page.goto(path, { waitUntil: 'load' });
        await requests.quiet();
      },
      async reload() {
        await page.reload({ waitUntil: 'load' });
        await requests.quiet();
      },
      settle: () => requests.quiet(),
      path() {
        const url = new URL(page.url());
        return url.pathname + url.search;
      },
      async waitForPath(path) {
        await page.waitForURL((url) => url.pathname + url.search === path);
      },
    };
  };

  return { openPage };
}

/**
 * The bytes of a finished download, read as a stream: a browser the file is connected to keeps the file
 * on its side, where download.path() cannot reach.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
