// Where things are drawn, for the checks of issue 10 that are about layout (squashed fields, a link
// covering the footer, a detail out of view): boxes in CSS pixels, relative to the viewport.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How long a measuring helper waits for what it measures to be rendered: the context's default for a
 * missing element (support/browser.ts), well inside the test timeout.
 */
export const renderTimeoutMs = 10_000;

/**
 * Waits until the element is rendered (attached, with a non-empty box, not hidden): a page measured right
 * after it loads may not have drawn it yet, as a loaded machine showed (issue 28). Fails with the
 * element's name when it never renders; other failures (several elements match) keep Playwright's words.
 */
export async function waitUntilRendered(locator: Locator, timeoutMs = renderTimeoutMs): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    throw new Error(`${String(locator)} was not rendered within ${timeoutMs} ms, so it cannot be measured.`, {
      cause: error,
    });
  }
}

/**
 * The element's box, once it is rendered. An element rendered and then replaced before it is measured
 * (the app taking over a prerendered page) is waited for again; fails when it never renders.
 */
export async function boxOf(locator: Locator, timeoutMs = renderTimeoutMs): Promise<Box> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await waitUntilRendered(locator, Math.max(deadline - Date.now(), 1));
    const box = await locator.boundingBox({ timeout: Math.max(deadline - Date.now(), 1) });
    if (box) return box;
    if (Date.now() >= deadline)
      throw new Error(`${String(locator)} has no box: it is not rendered (waited ${timeoutMs} ms).`);
  }
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element is entirely inside the viewport. */
export async function expectInViewport(locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const size = locator.page().viewportSize();
  if (!size) throw new Error('The page has no viewport size.');
  expect(box.y, `${String(locator)} starts above the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${String(locator)} ends below the viewport`).toBeLessThanOrEqual(size.height);
}

/** How a text is laid out in lines: the line count and any word the browser split across two lines. */
export interface TextLines {
  text: string;
  lines: number;
  splitWords: string[];
}

/**
 * The lines of an element's text as drawn, measured with a Range per word (issue 28: a title must
 * never break inside a word). Waits for the element to be shown first, so it never measures a page
 * that has not rendered it yet.
 */
export async function textLinesOf(locator: Locator): Promise<TextLines> {
  await locator.waitFor({ state: 'visible' });
  return locator.evaluate((element) => {
    const lineTops = (rects: DOMRectList) =>
      new Set([...rects].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = lineTops(range.getClientRects()).size;
    const splitWords: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (lineTops(range.getClientRects()).size > 1) splitWords.push(word[0]);
      }
    }
    return { text: element.textContent ?? '', lines, splitWords };
  });
}
