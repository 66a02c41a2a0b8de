// Scrolling a page the way a reader does, for the checks that need the end of a long page on screen
// (the back-to-top link appears only after 20 px of scrolling, spec part 1 §2 "Layout").
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';

/** Scrolls to the very end; on a page taller than the viewport, waits for the back-to-top link. */
export async function scrollToEnd(page: Page): Promise<void> {
  const isScrollable = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return document.documentElement.scrollHeight > window.innerHeight + 20;
  });
  if (isScrollable) await page.getByRole('link', { name: messages.shell.backToTop }).waitFor();
}
