// The accessibility gate used on every screen an e2e test visits (issue 10 "Done when": axe shows 0
// violations of ANY impact at 375 px and 1280 px). No impact filter: a "moderate" finding such as
// content outside every landmark ("region") fails the journey like a "critical" one. Beside axe, IBM's
// Equal Access engine checks the same page against WCAG 2.2 AA (issue 30, equal-access.ts).
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { equalAccessViolationLines } from './equal-access.js';

type AxeInPage = { axe?: typeof axe };

/**
 * axe's findings on the page as it is now: every rule axe enables by default, as AxeBuilder runs them.
 * AxeBuilder sends axe's 600 kB source again on every call and finishes each run in a new blank tab (its
 * frame-by-frame mode); the portal's screens have no frames, so this sends the source once per
 * document and runs axe.run in the page, which finds the same. `resultTypes` only trims the detail
 * kept for passing and inapplicable rules. A page that does hold a frame goes through AxeBuilder.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  const hasAxe = await page.evaluate(() => typeof (window as AxeInPage).axe?.run === 'function');
  if (!hasAxe) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const inPage = (window as AxeInPage).axe;
    if (!inPage) throw new Error('axe-core did not load in the page.');
    return (await inPage.run(document, { resultTypes: ['violations'] })).violations;
  });
}

/** axe's violations on the page, one entry each (its first five elements below it). */
async function axeViolationLines(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((violation) =>
    [
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      ...(violation.nodes.length > 5 ? [`    ...and ${violation.nodes.length - 5} more`] : []),
    ].join('\n'),
  );
}

/** Both engines' violations on the page as it is now: axe's, then IBM Equal Access's. */
export async function accessibilityViolationLines(page: Page): Promise<string[]> {
  return [...(await axeViolationLines(page)), ...(await equalAccessViolationLines(page))];
}

/** The gate: neither axe nor IBM Equal Access finds a violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await accessibilityViolationLines(page);
  if (violations.length === 0) return;
  throw new Error(
    `${violations.length} accessibility violation(s) on ${page.url()}:\n${violations.join('\n')}`,
  );
}

/**
 * The name the journeys were written against, kept so journeys written in parallel still compile.
 * It is the same strict gate: every impact fails.
 */
export const expectNoSeriousAxeViolations = expectNoAxeViolations;
