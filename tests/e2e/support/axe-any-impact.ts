// The stricter accessibility gate of issue 14's screens: no axe violation of ANY impact (the team rule),
// at 375 px and at 1280 px, leaving the page at the width it had. support/axe.ts is the same gate at the
// page's current width.
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { viewports } from './browser.js';

async function violationsAt(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(
    (violation) =>
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

export async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  const before = page.viewportSize();
  const found: string[] = [];
  for (const [name, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    found.push(...(await violationsAt(page)).map((line) => `${name} ${size.width}px ${line}`));
  }
  if (before) await page.setViewportSize(before);
  if (found.length > 0) throw new Error(`Accessibility violations on ${page.url()}:\n${found.join('\n')}`);
}
