// The accessibility gate used on every screen an e2e test visits (issue 10 "Done when": axe shows 0
// violations of ANY impact at 375 px and 1280 px). No impact filter: a "moderate" finding such as
// content outside every landmark ("region") fails the journey like a "critical" one.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const { violations } = results;
  if (violations.length === 0) return;
  const lines = violations.flatMap((violation) => [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes
      .slice(0, 5)
      .map((node) => `    at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    ...(violation.nodes.length > 5 ? [`    ...and ${violation.nodes.length - 5} more`] : []),
  ]);
  throw new Error(`${violations.length} accessibility violation(s) on ${page.url()}:\n${lines.join('\n')}`);
}

/**
 * The name the journeys were written against, kept so journeys written in parallel still compile.
 * It is the same strict gate: every impact fails.
 */
export const expectNoSeriousAxeViolations = expectNoAxeViolations;
