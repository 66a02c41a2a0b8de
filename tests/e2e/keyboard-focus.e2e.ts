// Keyboard journeys of issue 30 that only a real browser lays out: a focused control is never covered
// by the floating Back to top (item 2, WCAG 2.4.11) on the screens the audit named, a Tab right after
// the claim number's jump does not skip the 5-digit box (item 6), and a refusal on /surveyvalidation
// takes the focus (item 3; /forgotpassword's is in recovery-errors.e2e.ts).
import { messages, serverErrors } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RegistrationPage } from './pages/registration-page.js';
import { SurveyValidationPage } from './pages/survey-pages.js';
import { useBrowser, type OpenedPage } from './support/browser.js';
import { useSignedInClaimHome } from './support/messaging-journey.js';

const { openPage } = useBrowser();
const openClaimHome = useSignedInClaimHome(openPage);

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

/** The focused control's accessible text, as far as a walk needs it to know where it went. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return '';
    return (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
  });

/** Tabs `steps` times from the top, answering each covered focus and the texts focused on the way. */
async function walk(browser: OpenedPage, steps: number) {
  const covered: string[] = [];
  const visited = new Set<string>();
  for (let step = 0; step < steps; step++) {
    await browser.page.keyboard.press('Tab');
    // Let the browser scroll the focused control into view and Back to top react to it.
    await browser.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const problem = await coveredFocus(browser.page);
    if (problem) covered.push(problem);
    visited.add(await focusedText(browser.page));
  }
  return { covered, visited };
}

describe('keyboard focus (issue 30)', () => {
  it('is never covered by Back to top while Tab walks /register at 375 px', async () => {
    const browser = await openPage('mobile');
    await browser.goto('/register');
    await new RegistrationPage(browser.page).waitUntilShown();
    const { covered, visited } = await walk(browser, 45);
    expect(covered).toEqual([]);
    expect(visited).toContain('Show password');
  });

  const edit = (section: string) => `${messages.myDetails.edit} ${section}`;
  it.each([
    // The audit's worst cases: Email Address's Edit 100 % covered, Edit Contact Details ~60 %.
    {
      path: '/account',
      steps: 60,
      reaches: [
        edit(messages.screenTitles.myDetailsSections.contact),
        edit(messages.screenTitles.myDetailsSections.email),
      ],
    },
    // Discard draft ~60 % covered (Alex's demo draft is on this claim).
    { path: '/submitdocuments', steps: 30, reaches: [messages.sendDocuments.discardDraft] },
  ])('is never covered by Back to top while Tab walks $path at 375 px', async ({ path, steps, reaches }) => {
    const { browser } = await openClaimHome('mobile');
    await browser.goto(path);
    // The page's content has loaded (its last control is there) before the walk starts.
    await browser.page.getByRole('button', { name: reaches[0] }).first().waitFor();
    const { covered, visited } = await walk(browser, steps);
    expect(covered).toEqual([]);
    for (const text of reaches) expect([...visited].some((seen) => seen.includes(text))).toBe(true);
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

  it('takes the focus to the refusal when /surveyvalidation finds no claim', async () => {
    const browser = await openPage('mobile');
    await browser.goto('/surveyvalidation');
    const survey = new SurveyValidationPage(browser.page);
    await survey.waitUntilShown();
    await survey.identify('99/99999', '01/01/1980');
    const refusal = browser.page.locator('.notice', { hasText: serverErrors.surveyNotMatched.Message });
    await refusal.waitFor();
    await expect.poll(() => refusal.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
