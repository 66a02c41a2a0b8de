// Screenshots of a screen at a given viewport for a person to look at (the team rule: look at changed
// screens); no test reads them. Taken only when asked, since a full-page screenshot costs about as much
// as an axe run: E2E_SCREENSHOTS=1 writes them to tests/e2e/artifacts/ (git-ignored), any other value is
// the folder to write them to. The page is left at the width it had.
import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../../scripts/lib/build-output.mjs';

export const artifactsDir = join(repoRoot, 'tests/e2e/artifacts');

/** The folder screenshots go to, or undefined when E2E_SCREENSHOTS does not ask for them. */
export function screenshotsFolder(): string | undefined {
  const wanted = process.env.E2E_SCREENSHOTS?.trim() ?? '';
  if (wanted === '' || wanted === '0') return undefined;
  if (wanted === '1') return artifactsDir;
  return isAbsolute(wanted) ? wanted : join(repoRoot, wanted);
}

/**
 * When asked for, saves `<name>-<width>.png` of the whole page at the viewport (a name may hold a
 * folder, `dark-mode/login`) and answers its path.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
): Promise<string | undefined> {
  const folder = screenshotsFolder();
  if (!folder) return undefined;
  const before = page.viewportSize();
  const path = join(folder, `${name}-${viewport.width}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.setViewportSize(viewport);
  await page.screenshot({ path, fullPage: true });
  if (before) await page.setViewportSize(before);
  return path;
}
