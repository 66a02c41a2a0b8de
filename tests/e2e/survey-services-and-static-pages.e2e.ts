// Issue 14 journeys (spec part 2 §2 "Self-assessment survey", "Services", "Static pages"): the survey from
// the sign-in page as a claimant with no account (a copy of Riley, whom registration.e2e.ts may already
// have registered: support/unregistered-claimant.ts) to the outro's Register; the survey as Alex while
// signed in to the portal, who is still signed in afterwards (issue 14 "Beyond myTAC"); services list to
// a detail; terms, notice and privacy with nh=1 and r=1. Every screen passes axe with no finding of any
// impact at 375 and 1280 px.
import { messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.js';
import {
  SurveyIntroPage,
  SurveyOutroPage,
  SurveyQuestionsPage,
  SurveyValidationPage,
} from './pages/survey-pages.js';
import { expectNoAxeViolationsAtBothWidths } from './support/axe-any-impact.js';
import { useBrowser, type OpenedPage } from './support/browser.js';
import { alex } from './support/demo-people.js';
import { demoServices } from '../../apps/server/src/db/seed/demo-services.js';
import { storedAccessToken } from './support/journey.js';
import { useSignedInClaimHome } from './support/messaging-journey.js';
import { newUnregisteredClaimant } from './support/unregistered-claimant.js';

const { openPage } = useBrowser();
/** Alex signs in once per width and sign-in path; each journey starts from a fresh load of claim home. */
const openClaimHome = useSignedInClaimHome(openPage);

/** Identification to the outro, checking each screen; answers the outro page. */
async function takeSurvey(browser: OpenedPage, claimNumber: string, dateOfBirth: string) {
  const validation = new SurveyValidationPage(browser.page);
  await validation.waitUntilShown();
  await expectNoAxeViolationsAtBothWidths(browser.page);
  await validation.identify(claimNumber, dateOfBirth);

  await browser.waitForPath('/surveyintro');
  const intro = new SurveyIntroPage(browser.page);
  await intro.waitUntilShown();
  await expectNoAxeViolationsAtBothWidths(browser.page);
  await intro.yes.click();

  await browser.waitForPath('/survey');
  const questions = new SurveyQuestionsPage(browser.page);
  await questions.waitUntilShown();
  expect(await questions.submit.isDisabled()).toBe(true);
  await expectNoAxeViolationsAtBothWidths(browser.page);
  await questions.answerAll();
  await expect.poll(() => questions.submit.isEnabled()).toBe(true);
  // The answers' draft save can hold the form for a moment; on a loaded gate (every suite sharing 2
  // cores) the click waited past the default 10 s once, with nothing wrong on a quiet machine.
  await questions.submit.click({ timeout: 30_000 });

  await browser.waitForPath('/surveyoutro');
  const outro = new SurveyOutroPage(browser.page);
  await outro.waitUntilShown();
  await expectNoAxeViolationsAtBothWidths(browser.page);
  return outro;
}

describe('self-assessment survey', () => {
  it('a claimant with no account goes from the sign-in page to the outro and is offered Register', async () => {
    const claimant = await newUnregisteredClaimant();
    const browser = await openPage('mobile');
    await browser.goto('/login');
    await new LoginPage(browser.page).waitUntilShown();
    await browser.page.getByRole('link', { name: messages.signIn.selfAssessment, exact: true }).click();
    await browser.waitForPath('/surveyvalidation');

    const outro = await takeSurvey(browser, claimant.claimNumber, claimant.dateOfBirth);
    expect(await outro.login.count()).toBe(0);
    // The outro ended the survey session.
    expect(await browser.page.evaluate(() => sessionStorage.getItem('portal.surveyToken'))).toBeNull();
    await outro.register.click();
    await browser.waitForPath('/register');
    expect(browser.pageErrors).toEqual([]);
  });

  it('Alex takes the survey while signed in and is still signed in afterwards', async () => {
    const { browser } = await openClaimHome();
    const portalToken = await storedAccessToken(browser.page);
    expect(portalToken).not.toBeNull();
    await browser.goto('/surveyvalidation');

    const outro = await takeSurvey(browser, alex.claimNumber, alex.dateOfBirth);
    expect(await outro.register.count()).toBe(0);
    expect(await storedAccessToken(browser.page)).toBe(portalToken);
    // The portal session still works: claim home loads its data with the same token.
    await browser.goto('/claim');
    await browser.page.getByRole('link', { name: messages.shell.toolbar.inbox }).first().waitFor();
    expect(browser.path()).toBe('/claim');
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('what we can pay for', () => {
  it('lists the services as tiles and opens one with its name in the breadcrumb', async () => {
    const { browser } = await openClaimHome();
    await browser.page.getByRole('link', { name: messages.shell.toolbar.whatWeCanPayFor }).first().click();
    await browser.waitForPath('/services');
    // The seed's approved services, in the seed's order (apps/server/src/db/seed/demo-services.ts).
    const approved = demoServices.filter((service) => service.approved);
    const tiles = browser.page.locator('.service-tile');
    await expect.poll(() => tiles.count()).toBe(approved.length);
    await expectNoAxeViolationsAtBothWidths(browser.page);
    const name = approved[0]?.name ?? '';
    const tile = browser.page.getByRole('link', { name: new RegExp(`^${name}`) });
    await tile.click();
    await browser.page.waitForURL(/\/services\/[\w-]+$/);
    const crumbs = browser.page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText(name, { exact: true }).waitFor();
    await browser.page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(await browser.page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolationsAtBothWidths(browser.page);
  });
});

describe('terms, notice and privacy', () => {
  it.each(['/disclaimer', '/notice'])(
    '%s with nh=1 shows its content without header or footer',
    async (path) => {
      const browser = await openPage('mobile');
      await browser.goto(`${path}?nh=1`);
      await browser.page.locator('.provider-html h2').first().waitFor();
      expect(await browser.page.getByRole('banner').count()).toBe(0);
      expect(await browser.page.getByRole('contentinfo').count()).toBe(0);
      await expectNoAxeViolationsAtBothWidths(browser.page);
    },
  );

  it('privacy with nh=1 and r=1 links back to registration at the top and the bottom', async () => {
    const browser = await openPage('mobile');
    await browser.goto('/privacypolicy?nh=1&r=1');
    await browser.page.locator('.provider-html h2').first().waitFor();
    expect(await browser.page.getByRole('banner').count()).toBe(0);
    const back = browser.page.getByRole('link', { name: 'Back to registration' });
    expect(await back.count()).toBe(2);
    await expectNoAxeViolationsAtBothWidths(browser.page);
    await back.last().click();
    await browser.waitForPath('/register?nh=1');
  });

  it('the footer and registration lead to the real pages; the terms open in a new tab', async () => {
    const browser = await openPage('desktop');
    await browser.goto('/login');
    await browser.page
      .getByRole('contentinfo')
      .getByRole('link', { name: messages.shell.footer.privacy })
      .click();
    await browser.waitForPath('/privacypolicy');
    await browser.page.locator('.provider-html h2').first().waitFor();
    await expectNoAxeViolationsAtBothWidths(browser.page);
    await browser.goto('/register');
    const [tab] = await Promise.all([
      browser.context.waitForEvent('page'),
      browser.page
        .getByRole('link', { name: new RegExp(messages.shell.footer.terms) })
        .first()
        .click(),
    ]);
    await tab.waitForURL(/\/disclaimer$/);
    await tab.locator('.provider-html h2').first().waitFor();
    await expectNoAxeViolationsAtBothWidths(tab);
  });
});
