// Scrolling a page the way a reader does, for the checks that need the end of a long page on screen
// (the back-to-top link appears only after 20 px of scrolling, spec part 1 §2 "Layout").
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { renderTimeoutMs, waitUntilRendered } from './geometry.js';

/**
 * Waits for the screen's content, then scrolls to the very end; on a page taller than the viewport,
 * waits for the back-to-top link. The page's height is what decides whether it scrolls, so it is
 * measured once the screen is drawn: main rendered, and no longer the placeholder a lazily loaded
 * screen shows while its code arrives (app-frame.tsx's Suspense fallback).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await waitUntilRendered(page.locator('main'));
  try {
    await page.locator('main .screen-loading').waitFor({ state: 'detached', timeout: renderTimeoutMs });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    throw new Error(`The screen at ${page.url()} was still loading after ${renderTimeoutMs} ms.`, {
      cause: error,
    });
  }
  const isScrollable = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return document.documentElement.scrollHeight > window.innerHeight + 20;
  });
  if (isScrollable) await page.getByRole('link', { name: messages.shell.backToTop }).waitFor();
}
