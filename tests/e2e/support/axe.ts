// The accessibility gate used on every screen an e2e test visits (issue 2: no serious or critical axe
// violation at 375 px and 1280 px). Lesser findings are left to review, not to the build.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const blocking = new Set(['serious', 'critical']);

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  if (violations.length === 0) return;
  const lines = violations.flatMap((violation) => [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes
      .slice(0, 5)
      .map((node) => `    at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    ...(violation.nodes.length > 5 ? [`    ...and ${violation.nodes.length - 5} more`] : []),
  ]);
  throw new Error(
    `${violations.length} serious or critical accessibility violation(s) on ${page.url()}:\n${lines.join('\n')}`,
  );
}
