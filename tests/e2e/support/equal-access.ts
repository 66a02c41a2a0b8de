// The second engine of the accessibility gate (issue 30 "Done when"): IBM's Equal Access Accessibility
// Checker engine (accessibility-checker-engine), run beside axe on every check, because it finds what axe
// does not (a tab outside a focusable tab list, an aria-controls naming nothing, a wrong autocomplete
// token on an e-mail field). Its policy is WCAG 2.2 A and AA ('WCAG_2_2'); a finding the engine is sure
// of (VIOLATION, FAIL) fails the journey. What it is unsure of (VIOLATION, POTENTIAL or MANUAL) was
// reviewed once by a person (docs/accessibility-review.md); E2E_EQUAL_ACCESS_REVIEW=<file> appends
// every such finding as a JSON line to that file for the next review.
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** IBM's ruleset id for WCAG 2.2 levels A and AA. */
export const equalAccessPolicy = 'WCAG_2_2';

const aceSource = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

export interface EqualAccessFinding {
  ruleId: string;
  reasonId: string;
  /** FAIL: a violation. POTENTIAL or MANUAL: a person decides (the review). */
  confidence: 'FAIL' | 'POTENTIAL' | 'MANUAL';
  message: string;
  /** The element's XPath in the document. */
  xpath: string;
  /** The element's start tag. */
  snippet: string;
}

type AceInPage = {
  ace?: {
    Checker: new () => {
      check(
        node: Document,
        policies: string[],
      ): Promise<{
        results: {
          ruleId: string;
          reasonId?: string | number;
          value: [string, string];
          message: string;
          path: Record<string, string>;
          snippet: string;
        }[];
      }>;
    };
  };
};

/**
 * Every finding of the WCAG 2.2 AA policy that is not a pass, on the page as it is now. The engine's
 * 700 kB source is sent once per document (as axe's is, axe.ts); each call makes a new Checker, which
 * is cheap next to the scan.
 */
export async function equalAccessFindings(page: Page): Promise<EqualAccessFinding[]> {
  const hasAce = await page.evaluate(() => typeof (window as AceInPage).ace?.Checker === 'function');
  if (!hasAce) await page.evaluate(aceSource);
  return page.evaluate(async (policy) => {
    const ace = (window as AceInPage).ace;
    if (!ace) throw new Error('accessibility-checker-engine did not load in the page.');
    const report = await new ace.Checker().check(document, [policy]);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] !== 'PASS')
      .map((result) => ({
        ruleId: result.ruleId,
        reasonId: String(result.reasonId ?? ''),
        confidence: result.value[1] as EqualAccessFinding['confidence'],
        message: result.message,
        xpath: result.path.dom ?? '',
        snippet: result.snippet,
      }));
  }, equalAccessPolicy);
}

/** The engine's violations on the page, one line each; with E2E_EQUAL_ACCESS_REVIEW, the rest logged. */
export async function equalAccessViolationLines(page: Page): Promise<string[]> {
  const findings = await equalAccessFindings(page);
  const reviewFile = process.env.E2E_EQUAL_ACCESS_REVIEW?.trim();
  if (reviewFile) {
    const url = page.url();
    const width = page.viewportSize()?.width;
    const lines = findings
      .filter((finding) => finding.confidence !== 'FAIL')
      .map((finding) => JSON.stringify({ url, width, ...finding }) + '\n');
    if (lines.length > 0) appendFileSync(reviewFile, lines.join(''));
  }
  return findings
    .filter((finding) => finding.confidence === 'FAIL')
    .map(
      (finding) =>
        `[IBM Equal Access] ${finding.ruleId} (${finding.reasonId}): ${finding.message}\n` +
        `    at ${finding.xpath}: ${finding.snippet}`,
    );
}
