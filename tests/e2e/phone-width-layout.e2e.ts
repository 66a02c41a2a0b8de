// Issue 28 "What claimants see", the items about how screens are drawn on a phone, checked in Chromium
// with the boxes the browser lays out (support/geometry.ts): a page title never breaks inside a word
// and is never squeezed beside SWITCH CLAIM (375 px and 320 px); a file picker's status text is never
// cut.
import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { boxOf, overlaps, textLinesOf } from './support/geometry.js';
import { alexsFormsClaim, useSignedInClaimHome } from './support/messaging-journey.js';

const { openPage } = useBrowser();
/** Alex signs in once per width and claim; each journey starts from a fresh load of claim home. */
const openClaimHome = useSignedInClaimHome(openPage);

/** The claim screens a claimant opens by address (sent items opens only from the inbox). */
const claimScreens = [
  '/claim',
  '/account',
  '/personal-details',
  '/contact-details',
  '/updatepassword',
  '/inbox',
  '/forms',
  '/submitdocuments',
  '/reimbursementform',
  '/authorityform',
  '/contactus',
  '/services',
];

/** What is wrong with the page title: broken inside a word, squeezed beside or under SWITCH CLAIM. */
async function titleProblems(page: Page, path: string): Promise<string[]> {
  const banner = page.getByRole('banner');
  const title = banner.getByRole('heading', { level: 1 });
  // Alex has two claims, so every claim screen offers SWITCH CLAIM.
  const switchClaim = banner.getByRole('button', { name: messages.shell.sideMenu.switchClaim, exact: true });
  await switchClaim.waitFor({ state: 'visible' });
  const lines = await textLinesOf(title);
  const titleBox = await boxOf(title);
  const buttonBox = await boxOf(switchClaim);
  const isBeside = buttonBox.y < titleBox.y + titleBox.height && titleBox.y < buttonBox.y + buttonBox.height;
  return [
    ...lines.splitWords.map((word) => `${path}: "${lines.text}" breaks inside "${word}"`),
    ...(isBeside && lines.lines > 1 ? [`${path}: "${lines.text}" is squeezed beside SWITCH CLAIM`] : []),
    ...(overlaps(titleBox, buttonBox) ? [`${path}: "${lines.text}" runs under SWITCH CLAIM`] : []),
  ];
}

describe('page titles in the claim header (issue 28)', () => {
  it.each([375, 320])(
    'stay whole words, with SWITCH CLAIM below when both do not fit, at %i px',
    async (width) => {
      const { browser } = await openClaimHome('mobile');
      await browser.page.setViewportSize({ width, height: 720 });
      const problems: string[] = [];
      for (const path of claimScreens) {
        await browser.goto(path);
        expect(browser.path()).toBe(path);
        problems.push(...(await titleProblems(browser.page, path)));
      }
      expect(problems).toEqual([]);
    },
  );
});

/**
 * The picker shows `expected` in full inside its drop area. The browser's own status text, which it
 * draws on one line and cuts with an ellipsis ("No fil…osen"), is not drawn at all (font size 0).
 */
async function expectPickerStatus(page: Page, expected: string): Promise<void> {
  const input = page.locator('input[type="file"]');
  const status = input.locator('xpath=..').getByText(expected, { exact: true });
  await status.waitFor({ state: 'visible' });
  const fit = await status.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(fit.scrollWidth, `"${expected}" is cut`).toBeLessThanOrEqual(fit.clientWidth);
  const statusBox = await boxOf(status);
  const areaBox = await boxOf(input);
  expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(areaBox.x + areaBox.width + 0.5);
  expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(areaBox.y + areaBox.height + 0.5);
  await expect(input.evaluate((element) => getComputedStyle(element).fontSize)).resolves.toBe('0px');
}

describe('the claimant forms at 375 px (issue 28)', () => {
  it('say in full that no file is chosen, on every picker', async () => {
    const { browser } = await openClaimHome('mobile', '/login', alexsFormsClaim);
    for (const path of ['/reimbursementform', '/submitdocuments', '/contactus', '/personal-details']) {
      await browser.goto(path);
      await expectPickerStatus(browser.page, messages.uploadList.noFileChosen);
    }
  });
});
