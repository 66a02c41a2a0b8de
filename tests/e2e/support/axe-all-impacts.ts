// The stricter accessibility gate of the issue-11 screens: no axe violation of any impact (team rules),
// at 375 px and 1280 px, leaving the page at the width it had.
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { viewports } from './browser.js';

export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  const before = page.viewportSize();
  for (const size of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(size);
    const violations = await axeViolations(page);
    if (violations.length > 0) {
      const lines = violations.map(
        (v) => `[${v.impact}] ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      throw new Error(`axe at ${size.width} px on ${page.url()}:\n${lines.join('\n')}`);
    }
  }
  if (before) await page.setViewportSize(before);
}
