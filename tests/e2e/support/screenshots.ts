// Screenshots of a screen at a given viewport for review (the team rule: look at changed screens).
// They go to tests/e2e/artifacts/ (git-ignored); the page is left at the width it had.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../../scripts/lib/build-output.mjs';

export const artifactsDir = join(repoRoot, 'tests/e2e/artifacts');

/** Saves `<name>-<width>.png` of the whole page at the viewport and returns its path. */
export async function saveScreenshot(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
): Promise<string> {
  const before = page.viewportSize();
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}-${viewport.width}.png`);
  await page.setViewportSize(viewport);
  await page.screenshot({ path, fullPage: true });
  if (before) await page.setViewportSize(before);
  return path;
}
