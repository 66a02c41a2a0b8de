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

/** The element's box; fails when it is not rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box: it is not rendered.`);
  return box;
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
