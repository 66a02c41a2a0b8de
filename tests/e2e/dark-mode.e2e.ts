// Issue 15 "Dark mode": with the system set to dark (Playwright's emulated prefers-color-scheme), every
// screen goes through the same axe gate as the light journeys (support/axe.ts: any impact fails, colour
// contrast included), at 375 px and at 1280 px, one browser context per width walking through the
// screens. That includes the screens reached only through an access code (activation, sign-in
// verification with a wrong code, the bank check with a re-sent code, the account-edit code and the
// e-mail, mobile and bank forms it opens), after a submission (the thank-you and account-updated pages)
// and with a survey token (the survey's intro, questions and outro). The walk answers the access-code
// calls itself (support/access-code-stand-in.ts): it spends none of the hourly codes the code journeys
// need and never saves an edit. The signature canvas stays light paper with dark ink and the focus ring
// stays visible. E2E_SCREENSHOTS=1 also writes a full-page screenshot of each screen to
// tests/e2e/artifacts/dark-mode/ for a person to look at (support/screenshots.ts).
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccessCodePage } from './pages/access-code-page.js';
import { AuthorityFormPage } from './pages/authority-form-page.js';
import { InboxPage } from './pages/inbox-page.js';
import {
  BankDetailsForm,
  EmailForm,
  MobileNumberForm,
  MyDetailsPage,
  type SectionKey,
} from './pages/my-details-page.js';
import {
  SurveyIntroPage,
  SurveyOutroPage,
  SurveyQuestionsPage,
  SurveyValidationPage,
} from './pages/survey-pages.js';
import { standInForAccessCodes, WRONG_CODE } from './support/access-code-stand-in.js';
import { useBrowser, viewports, type OpenedPage, type ViewportName } from './support/browser.js';
import { checkDarkScreen, focusRing, inDarkMode, visit } from './support/dark-scheme.js';
import { sam } from './support/demo-people.js';
import { openClaimHomeAsAlex } from './support/messaging-journey.js';
import { demoServices } from '../../apps/server/src/db/seed/demo-services.js';

const { openPage } = useBrowser();
const widths: ViewportName[] = ['mobile', 'desktop'];

const FOCUS = 'rgb(255, 191, 71)';
const WHITE = 'rgb(255, 255, 255)';

/** A read message with an attachment: opening it changes no unread count other journeys rely on. */
const READ_MESSAGE = 'Welcome to your claim';

const signedOutScreens: [path: string, name: string][] = [
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgotusername', 'forgot-username'],
  ['/forgotpassword', 'forgot-password'],
  ['/disclaimer', 'terms'],
  ['/notice', 'notice'],
  ['/privacypolicy', 'privacy'],
  ['/accessibility', 'accessibility'],
];

/** Claim home's Things to do section (issue 32). */
const thingsToDo = (page: Page) => page.getByRole('region', { name: messages.tasks.title, exact: true });

/** Claim screens reached by address once a claim is chosen; the inbox and sent items have their own steps. */
const claimScreens: [path: string, name: string][] = [
  ['/claim', 'claim-home'],
  ['/account', 'my-details'],
  ['/updatepassword', 'update-password'],
  ['/personal-details', 'personal-details'],
  ['/contact-details', 'contact-details'],
  ['/forms', 'send-documents'],
  ['/submitdocuments', 'submit-documents'],
  ['/reimbursementform', 'reimbursement-form'],
  ['/contactus', 'contact-us'],
  ['/claim-timeline', 'claim-timeline'],
  ['/services', 'services'],
  [`/services/${demoServices.find((service) => service.approved)?.id ?? ''}`, 'service-detail'],
  // What a submission leads to; the reimbursement one needs its navigation state (below).
  ['/thankyou-documents', 'thank-you-documents'],
  ['/thankyou-contact-us', 'thank-you-contact-us'],
  ['/accountupdated/bank-details/success', 'account-updated'],
  ['/accountupdated/bank-details/error', 'account-update-failed'],
];

/**
 * The survey on Sam's claim, which no other journey surveys (a survey draft belongs to the claim, and
 * the survey journey expects its claims to start with none); it is submitted, so none is left behind.
 */
async function walkSurvey(browser: OpenedPage, viewport: ViewportName): Promise<void> {
  await visit(browser, '/surveyvalidation');
  const validation = new SurveyValidationPage(browser.page);
  await validation.waitUntilShown();
  await checkDarkScreen(browser.page, viewport, 'survey-validation');
  await validation.identify(sam.claimNumber, sam.dateOfBirth);

  await browser.waitForPath('/surveyintro');
  const intro = new SurveyIntroPage(browser.page);
  await intro.waitUntilShown();
  await checkDarkScreen(browser.page, viewport, 'survey-intro');
  await intro.yes.click();

  await browser.waitForPath('/survey');
  const questions = new SurveyQuestionsPage(browser.page);
  await questions.waitUntilShown();
  await questions.answerAll();
  await expect.poll(() => questions.submit.isEnabled()).toBe(true);
  await checkDarkScreen(browser.page, viewport, 'survey-questions');
  await questions.submit.click();

  await browser.waitForPath('/surveyoutro');
  await new SurveyOutroPage(browser.page).waitUntilShown();
  await checkDarkScreen(browser.page, viewport, 'survey-outro');
}

/** Sign-in verification with a wrong code entered (its alert), and the bank check with a re-sent code. */
async function walkAccessCodeScreens(browser: OpenedPage, viewport: ViewportName): Promise<void> {
  const code = new AccessCodePage(browser.page);
  await visit(browser, '/verify');
  await code.waitUntilShown();
  await code.enterCodeAndWaitForAnswer(WRONG_CODE);
  await code.incorrect.waitFor();
  await checkDarkScreen(browser.page, viewport, 'verify-incorrect');

  await visit(browser, '/activationbankdetails');
  await code.waitUntilShown();
  await code.resend.click();
  await code.newCodeSent.waitFor();
  await checkDarkScreen(browser.page, viewport, 'verify-bank-details-resent');
}

type SecureSection = Extract<SectionKey, 'email' | 'mobile' | 'bank'>;
const secureSections: SecureSection[] = ['email', 'mobile', 'bank'];
/** Where a valid code leads in the mobile app (use-complete-access-code.ts). */
const standAlonePaths: Record<SecureSection, string> = {
  email: '/email-address',
  mobile: '/mobile-number',
  bank: '/bank-details',
};

function editForm(section: SecureSection, scope: Locator) {
  if (section === 'email') return new EmailForm(scope);
  return section === 'mobile' ? new MobileNumberForm(scope) : new BankDetailsForm(scope);
}

/**
 * From My Details, a section's edit through the account-edit code screen (the stand-in code): answers
 * its form once shown at `landsOn`, inside `scope`. `onCodeScreen` runs while the code screen is up.
 */
async function openSecureEdit(
  browser: OpenedPage,
  section: SecureSection,
  landsOn: string,
  scope: Locator,
  onCodeScreen?: () => Promise<void>,
) {
  const details = new MyDetailsPage(browser.page);
  const code = new AccessCodePage(browser.page);
  await details.waitUntilShown();
  await details.editLink(section).click();
  await browser.waitForPath('/activationaccountdetails');
  await code.waitUntilShown();
  await onCodeScreen?.();
  await code.enterCode('1234');
  await browser.waitForPath(landsOn);
  const form = editForm(section, scope);
  await form.cancel.waitFor();
  return form;
}

/** The e-mail, mobile and bank edits of My Details: the account-edit code screen once, then each form. */
async function walkSecureEdits(browser: OpenedPage, viewport: ViewportName): Promise<void> {
  await visit(browser, '/account');
  const details = new MyDetailsPage(browser.page);
  for (const section of secureSections) {
    const form = await openSecureEdit(browser, section, '/account', details.section(section), () =>
      section === 'email' ? checkDarkScreen(browser.page, viewport, 'account-edit-code') : Promise.resolve(),
    );
    await checkDarkScreen(browser.page, viewport, `edit-${section}`);
    await form.cancel.click();
    await form.cancel.waitFor({ state: 'hidden' });
  }
}

/**
 * The reimbursement thank-you page as a claim paid to the claimant leaves it: with the bank-details
 * link its navigation state asks for. The state is put where navigate(path, { state }) keeps it (React
 * Router's `usr` in history.state) and the router reads it on popstate, so nothing is submitted.
 */
async function openReimbursementThankYou(browser: OpenedPage): Promise<void> {
  await browser.page.evaluate(
    (state) => {
      const index = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: state, key: 'dark-walk', idx: index }, '', '/thankyou-reimbursement');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { canEditBankDetails: true },
  );
  await browser.waitForPath('/thankyou-reimbursement');
  await browser.page.getByRole('link', { name: messages.thankYou.checkBankDetails }).waitFor();
}

describe('dark mode (issue 15): every screen passes the axe gate with the system set to dark', () => {
  it.each(widths)(
    'signed-out screens, activation and the survey at the %s width, with a visible focus ring',
    { timeout: 120_000 },
    async (viewport) => {
      const browser = await openPage(viewport);
      await inDarkMode(browser);
      await standInForAccessCodes(browser.page);
      for (const [path, name] of signedOutScreens) {
        await visit(browser, path);
        await checkDarkScreen(browser.page, viewport, name);
      }
      // Activation, as a not-activated sign-in or a password reset leads to it.
      await visit(browser, '/activate');
      await new AccessCodePage(browser.page).waitUntilShown();
      await checkDarkScreen(browser.page, viewport, 'activate');
      await walkSurvey(browser, viewport);

      // The keyboard's focus ring: the yellow outline with its dark halo, on the dark page, for the
      // first control the keyboard reaches and for a text field.
      await visit(browser, '/login');
      await browser.page.keyboard.press('Tab');
      const field = browser.page.getByRole('textbox').first();
      const rings = [await focusRing(browser.page)];
      await field.focus();
      rings.push(await focusRing(browser.page));
      expect(rings).toEqual([
        { tag: 'A', style: 'solid', colour: FOCUS, width: '3px' },
        { tag: 'INPUT', style: 'solid', colour: FOCUS, width: '3px' },
      ]);
      expect(browser.pageErrors).toEqual([]);
    },
  );

  // One sign-in, then about 30 screens, each with the dark check and axe.
  it.each(widths)('claim screens at the %s width', { timeout: 240_000 }, async (viewport) => {
    const { browser } = await openClaimHomeAsAlex(openPage, viewport);
    await inDarkMode(browser);
    await standInForAccessCodes(browser.page);
    for (const [path, name] of claimScreens) {
      await visit(browser, path);
      // Claim home with Things to do (issue 32): the demo's two open requests, one overdue.
      if (path === '/claim')
        await thingsToDo(browser.page)
          .getByText(/^Overdue/)
          .waitFor();
      await checkDarkScreen(browser.page, viewport, name);
    }
    // Issue 32: claim home with its payments summary answered, and Payments with its year's list.
    // The summary shows only once its call has answered: the answer itself says why when it does not.
    const summaryAnswer = browser.page.waitForResponse((response) =>
      response.url().endsWith('/api/payments/getpaymentsummary'),
    );
    await visit(browser, '/claim');
    const answer = await summaryAnswer;
    expect(`${answer.status()} ${(await answer.text()).slice(0, 300)}`).toMatch(/^200 /);
    await browser.page.getByRole('heading', { name: messages.payments.next, exact: true }).waitFor();
    await checkDarkScreen(browser.page, viewport, 'claim-home-payments');
    await visit(browser, '/payments');
    await browser.page.getByRole('combobox', { name: messages.payments.yearLabel, exact: true }).waitFor();
    await checkDarkScreen(browser.page, viewport, 'payments');
    await openReimbursementThankYou(browser);
    await checkDarkScreen(browser.page, viewport, 'thank-you-reimbursement');
    await walkAccessCodeScreens(browser, viewport);
    await walkSecureEdits(browser, viewport);

    await visit(browser, '/inbox');
    const inbox = new InboxPage(browser.page);
    await inbox.waitUntilShown();
    await inbox.viewSentItems.click();
    await browser.waitForPath('/sent-items');
    await browser.page.getByRole('list', { name: messages.sentItems.listLabel }).waitFor();
    await checkDarkScreen(browser.page, viewport, 'sent-items');

    // Inbox with a message open (the detail pane or, when narrow, the detail in place of the list).
    await visit(browser, '/inbox');
    await inbox.waitUntilShown();
    await inbox.search(READ_MESSAGE);
    await inbox.row(READ_MESSAGE).click();
    await inbox.detailsHeading(READ_MESSAGE).waitFor();
    await checkDarkScreen(browser.page, viewport, 'message-detail');

    // The authority form with a drawn signature: light paper, dark ink, whatever the scheme.
    await visit(browser, '/authorityform');
    const authority = new AuthorityFormPage(browser.page);
    await authority.waitUntilShown();
    await authority.drawWithMouse();
    await expect(
      authority.canvas.evaluate((canvas) => getComputedStyle(canvas).backgroundColor),
    ).resolves.toBe(WHITE);
    const ink = await authority.canvas.evaluate((element) => {
      // The pixels the saved PNG is made of (use-signature-pad.ts toPng is canvas.toBlob of them).
      const canvas = element as HTMLCanvasElement;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      let light = 0;
      let backgroundPainted = 0;
      for (let index = 0; index < data.length; index += 4) {
        const [r = 0, g = 0, b = 0, alpha = 0] = data.subarray(index, index + 4);
        if (alpha === 0) continue;
        if (alpha === 255 && r === 255 && g === 255 && b === 255) backgroundPainted += 1;
        else drawn += 1;
        if (Math.max(r, g, b) > 64) light += 1;
      }
      return { drawn, light, backgroundPainted, corner: data[3] };
    });
    // Ink was drawn, all of it dark; the background stays transparent (never painted in).
    expect(ink.drawn).toBeGreaterThan(100);
    expect(ink).toMatchObject({ light: 0, backgroundPainted: 0, corner: 0 });
    await checkDarkScreen(browser.page, viewport, 'authority-form');

    // The claim chooser last: opening it leaves the chosen claim behind.
    await browser.goto('/claims');
    await browser.page.getByRole('heading', { name: messages.claims.title, exact: true }).waitFor();
    await checkDarkScreen(browser.page, viewport, 'claims');
    expect(browser.pageErrors).toEqual([]);
  });

  it(
    'the mobile-app message page and stand-alone edit screens at 375 px and 1280 px',
    { timeout: 120_000 },
    async () => {
      const { browser } = await openClaimHomeAsAlex(openPage, 'mobile', '/login/m');
      await inDarkMode(browser);
      await standInForAccessCodes(browser.page);
      const atBothWidths = async (name: string) => {
        for (const viewport of widths) {
          await browser.page.setViewportSize(viewports[viewport]);
          await checkDarkScreen(browser.page, viewport, name);
        }
      };
      await visit(browser, '/inbox?nh=1');
      const inbox = new InboxPage(browser.page);
      await inbox.waitUntilShown();
      await inbox.search(READ_MESSAGE);
      await inbox.row(READ_MESSAGE).click();
      await browser.waitForPath('/inbox-item-detail?nh=1');
      await inbox.detailsHeading(READ_MESSAGE).waitFor();
      await atBothWidths('app-message-detail');

      // In the mobile app a valid account-edit code opens the edit on a screen of its own (part 1 §2).
      await visit(browser, '/account');
      for (const section of secureSections) {
        const main = browser.page.getByRole('main');
        const form = await openSecureEdit(browser, section, standAlonePaths[section], main);
        await atBothWidths(`app-edit-${section}`);
        await form.cancel.click();
        await browser.waitForPath('/account');
      }
      expect(browser.pageErrors).toEqual([]);
    },
  );
});
