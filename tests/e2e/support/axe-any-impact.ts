// The stricter accessibility gate of issue 14's screens: no axe violation of ANY impact (the team rule),
// and none of IBM Equal Access's (issue 30), at 375 px and at 1280 px, leaving the page at the width it
// had. support/axe.ts is the same gate at the page's current width.
import type { Page } from 'playwright-core';
import { accessibilityViolationLines } from './axe.js';
import { viewports } from './browser.js';

export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  const before = page.viewportSize();
  const found: string[] = [];
  for (const [name, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    found.push(...(await accessibilityViolationLines(page)).map((line) => `${name} ${size.width}px ${line}`));
  }
  if (before) await page.setViewportSize(before);
  if (found.length > 0) throw new Error(`Accessibility violations on ${page.url()}:\n${found.join('\n')}`);
}
