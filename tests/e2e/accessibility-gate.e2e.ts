// The accessibility gate can fail (issue 30: a test that cannot fail is a defect). Each probe is a page
// with one known fault; the IBM Equal Access probe's fault is one axe does not report, so the gate can
// only fail it through the second engine.
import { describe, expect, it } from 'vitest';
import { axeViolations, expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { equalAccessFindings } from './support/equal-access.js';

const { openPage } = useBrowser();

const probePage = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Probe</title></head>` +
  `<body><main><h1>Probe</h1>${body}</main></body></html>`;

// A tab list whose only tab cannot take the keyboard's focus (WCAG 2.1.1, 4.1.2).
const unfocusableTab = '<div role="tablist" aria-label="Steps"><span role="tab">One</span></div>';

describe('the accessibility gate', () => {
  it('passes a page with no fault', async () => {
    const { page } = await openPage('mobile');
    await page.setContent(probePage('<p>Nothing wrong here.</p>'));
    await expectNoAxeViolations(page);
  });

  it('fails through IBM Equal Access on a fault that axe does not report', async () => {
    const { page } = await openPage('mobile');
    await page.setContent(probePage(unfocusableTab));
    expect(await axeViolations(page)).toEqual([]);
    expect(await equalAccessFindings(page)).toContainEqual(
      expect.objectContaining({ ruleId: 'aria_child_tabbable', confidence: 'FAIL' }),
    );
    await expect(expectNoAxeViolations(page)).rejects.toThrow(
      /1 accessibility violation\(s\)[\s\S]*\[IBM Equal Access\] aria_child_tabbable/,
    );
  });

  it('fails through axe on a fault that axe reports', async () => {
    const { page } = await openPage('desktop');
    await page.setContent(probePage('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  });

  it('runs the IBM engine again in a new document, without a stale copy', async () => {
    const { page } = await openPage('desktop');
    await page.setContent(probePage('<p>First document.</p>'));
    await expectNoAxeViolations(page);
    await page.setContent(probePage(unfocusableTab));
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/aria_child_tabbable/);
  });
});
