// Issue 10 "What claimants see", the items that are about how screens are drawn, checked in Chromium
// at 375 px and 1280 px with the boxes the browser lays out (support/geometry.ts): the password fields
// beside their Show button (item 6), the back-to-top link clear of the footer (item 7), My Details as a
// card with controls sized and styled (item 9), /register's terms line (item 9), and the claims and
// claim-home headers (item 12).
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ClaimsPage } from './pages/claims-page.js';
import { MyDetailsPage } from './pages/my-details-page.js';
import { signInOnVerifiedBrowser } from './support/account-journey.js';
import { useBrowser, type ViewportName } from './support/browser.js';
import { alex, DEMO_PASSWORD } from './support/demo-people.js';
import { boxOf, overlaps } from './support/geometry.js';
import { alexsMessagingClaim, useSignedInClaimHome } from './support/messaging-journey.js';
import { rememberedBrowserFor } from './support/remembered-device.js';
import { scrollToEnd } from './support/scrolling.js';

const { openPage } = useBrowser();
/** Alex signs in once per width and sign-in path; each journey starts from a fresh load of claim home. */
const openClaimHome = useSignedInClaimHome(openPage);
const widths: ViewportName[] = ['mobile', 'desktop'];

/** The portal's brand colour (styles/global.css --colour-brand) as computed styles report it. */
const BRAND = 'rgb(0, 84, 110)';

/** Every password field on the page takes most of its row, with its Show button beside it. */
async function expectPasswordRowsUnsquashed(page: Page): Promise<void> {
  const toggles = page.getByRole('button', { name: 'Show password' });
  const count = await toggles.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles.nth(index);
    const input = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const field = await boxOf(input);
    const button = await boxOf(toggle);
    const row = await boxOf(input.locator('xpath=..'));
    expect(field.width, 'the password input takes most of its row').toBeGreaterThan(row.width * 0.55);
    expect(button.x, 'Show sits to the right of the input').toBeGreaterThanOrEqual(field.x + field.width);
    expect(Math.abs(button.y - field.y), 'Show sits on the input’s line').toBeLessThan(4);
    expect(button.x + button.width, 'Show stays inside the row').toBeLessThanOrEqual(row.x + row.width + 1);
  }
}

describe('password fields with a Show button (issue 10 item 6)', () => {
  it.each(widths.flatMap((width) => ['/login', '/register'].map((path) => [path, width] as const)))(
    '%s at the %s width',
    async (path, viewport) => {
      const browser = await openPage(viewport);
      await browser.goto(path);
      await expectPasswordRowsUnsquashed(browser.page);
    },
  );
});

describe('the back-to-top link (issue 10 item 7)', () => {
  it.each(widths)('sits in main and leaves the footer links free at the %s width', async (viewport) => {
    const browser = await openPage(viewport);
    await browser.goto('/register');
    await scrollToEnd(browser.page);
    const link = browser.page.getByRole('link', { name: messages.shell.backToTop });
    await expect(link.evaluate((element) => element.closest('main') !== null)).resolves.toBe(true);
    const footer = await boxOf(browser.page.getByRole('contentinfo'));
    expect(overlaps(await boxOf(link), footer)).toBe(false);
  });
});

describe('/register at 375 px (issue 10 item 9)', () => {
  it('keeps the terms sentence as one text beside its checkbox, sized claim-number boxes', async () => {
    const browser = await openPage('mobile');
    await browser.goto('/register');
    const checkbox = browser.page.getByRole('checkbox', { name: /agree/i });
    const label = browser.page.locator(`label[for="${await checkbox.getAttribute('id')}"]`);
    const link = browser.page.getByRole('link', { name: /^Terms & Conditions/ }).first();
    const labelBox = await boxOf(label);
    const linkBox = await boxOf(link);
    // One line of label text, then the link on the same line or starting under the label's start:
    // never a second column beside a label squeezed onto two lines.
    const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(labelBox.height).toBeLessThan(lineHeight * 1.5);
    const sameLine = Math.abs(linkBox.y - labelBox.y) < 4;
    expect(sameLine || Math.abs(linkBox.x - labelBox.x) < 2).toBe(true);
    expect(await checkbox.evaluate((element) => getComputedStyle(element).accentColor)).toBe(BRAND);

    const first = await boxOf(browser.page.getByRole('textbox', { name: /claim number, first/i }));
    const second = await boxOf(browser.page.getByRole('textbox', { name: /claim number, last/i }));
    expect(first.width).toBeLessThan(80);
    expect(second.width).toBeLessThan(120);
  });
});

describe('signed-in screens (issue 10 items 6, 9 and 12)', () => {
  it('shows My Details as a wide card with sized and styled controls at 1280 px', async () => {
    const { browser } = await openClaimHome('desktop');
    await browser.goto('/account');
    const details = new MyDetailsPage(browser.page);
    await details.waitUntilShown();
    const card = browser.page.locator('main .page');
    expect((await boxOf(card)).width).toBeGreaterThan(900);
    await expect(card.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(
      'rgb(255, 255, 255)',
    );
    const sms = details.section('preferences').getByRole('checkbox').first();
    await expect(sms.evaluate((element) => getComputedStyle(element).accentColor)).resolves.toBe(BRAND);

    await details.editLink('contact').click();
    const areaCode = browser.page.getByRole('textbox', { name: 'Area code' });
    await areaCode.waitFor();
    expect((await boxOf(areaCode)).width).toBeLessThan(90);

    await browser.goto('/account');
    await details.waitUntilShown();
    await details.editLink('personal').click();
    const title = details.section('personal').getByRole('combobox').first();
    await title.waitFor();
    const select = await title.evaluate((element) => {
      const style = getComputedStyle(element);
      return { appearance: style.appearance, background: style.backgroundColor };
    });
    expect(select).toEqual({ appearance: 'none', background: 'rgb(255, 255, 255)' });
    const picker = details.section('personal').locator('input[type="file"]');
    const pickerButton = await picker.evaluate(
      (element) => getComputedStyle(element, '::file-selector-button').borderTopColor,
    );
    expect(pickerButton).toBe(BRAND);
  });

  it.each(widths)('offers Cancel on /updatepassword in a card at the %s width', async (viewport) => {
    const { browser } = await openClaimHome(viewport);
    await browser.goto('/updatepassword');
    const form = browser.page.locator('main form');
    await expectPasswordRowsUnsquashed(browser.page);
    await form.getByRole('link', { name: messages.myDetails.cancel, exact: true }).waitFor();
    await expect(form.evaluate((element) => element.closest('.page') !== null)).resolves.toBe(true);
  });

  it.each(widths)('brands /claims and makes its cards read as buttons at the %s width', async (viewport) => {
    const remembered = await rememberedBrowserFor(alex);
    const browser = await openPage(viewport, { storageState: remembered });
    expect(await signInOnVerifiedBrowser(browser, alex.email, DEMO_PASSWORD)).toBe('/claims');
    const claims = new ClaimsPage(browser.page);
    await claims.waitUntilShown();
    const banner = browser.page.getByRole('banner');
    await banner.getByText('TAC', { exact: true }).waitFor();
    const card = claims.card(alexsMessagingClaim);
    await card.getByText('Manage this claim').waitFor();
    await expect(card.evaluate((element) => getComputedStyle(element).cursor)).resolves.toBe('pointer');
  });

  it('shows one Home and no empty slot before the brand on /claim at 1280 px', async () => {
    const { browser } = await openClaimHome('desktop');
    const banner = browser.page.getByRole('banner');
    await expect(
      visibleCount(banner.getByRole('link', { name: /^Home(?:\s*\(You have \d+ things? to do\))?$/ })),
    ).resolves.toBe(1);
    const brand = await boxOf(banner.getByText('TAC', { exact: true }));
    const firstLink = await boxOf(
      banner.getByRole('navigation', { name: 'Claim' }).getByRole('link').first(),
    );
    expect(Math.abs(brand.x - firstLink.x)).toBeLessThan(2);
  });
});

async function visibleCount(locator: Locator): Promise<number> {
  const all = await locator.all();
  const visible = await Promise.all(all.map((element) => element.isVisible()));
  return visible.filter(Boolean).length;
}
