// Keyboard journeys of issue 30 that only a real browser lays out: a focused control is never covered
// by the floating Back to top (item 2, WCAG 2.4.11), and a Tab right after the claim number's jump does
// not skip the 5-digit box (item 6). Item 3's refusal focus is in recovery-errors.e2e.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RegistrationPage } from './pages/registration-page.js';
import { SurveyValidationPage } from './pages/survey-pages.js';
import { useBrowser } from './support/browser.js';

const { openPage } = useBrowser();

/**
 * The focused element, if any part of it on screen is drawn under something else (the topmost element
 * at a point of its box is neither it nor inside it). Checked at its centre and near each corner.
 */
async function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const inset = 3;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < window.innerWidth && y! < window.innerHeight);
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x!, y!);
      if (top && top !== focused && !focused.contains(top) && !top.contains(focused)) {
        const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? focused.id;
        return `${focused.tagName.toLowerCase()} "${name.slice(0, 40)}" is under ${top.className || top.tagName}`;
      }
    }
    return null;
  });
}

describe('keyboard focus (issue 30)', () => {
  it('is never covered by Back to top while Tab walks /register at 375 px', async () => {
    const browser = await openPage('mobile');
    await browser.goto('/register');
    await new RegistrationPage(browser.page).waitUntilShown();
    const covered: string[] = [];
    for (let step = 0; step < 45; step++) {
      await browser.page.keyboard.press('Tab');
      // Let the browser scroll the focused control into view and Back to top react to it.
      await browser.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const problem = await coveredFocus(browser.page);
      if (problem) covered.push(problem);
    }
    expect(covered).toEqual([]);
  });

  it("keeps the focus in the 5-digit box when Tab follows the claim number's jump", async () => {
    const browser = await openPage('mobile');
    await browser.goto('/surveyvalidation');
    const survey = new SurveyValidationPage(browser.page);
    await survey.heading.waitFor();
    await survey.claimFirst.click();
    await browser.page.keyboard.type('12');
    await expect.poll(() => survey.claimSecond.evaluate((box) => box === document.activeElement)).toBe(true);
    await browser.page.keyboard.press('Tab');
    expect(await survey.claimSecond.evaluate((box) => box === document.activeElement)).toBe(true);
    await browser.page.keyboard.type('34567');
    expect(await survey.claimSecond.inputValue()).toBe('34567');
  });
});
