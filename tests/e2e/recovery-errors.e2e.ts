// The forgot forms' error paths (spec part 1 §2 "Forgot forms show a list 'There are {n} errors in this
// form'", §5 retrieval rules, §8 error 56 / >450 on forgot username and forgot password).
import { messages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage, ForgotUsernamePage } from './pages/recovery-pages.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import type { Claimant } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import { branded } from './support/texts.js';

const { openPage } = useBrowser();

/** Well-formed details that match no claimant of the provider. */
const stranger: Claimant = {
  firstName: 'Pat',
  lastName: 'Nobody',
  dateOfBirth: '01/01/1980',
  email: 'pat.nobody@example.com',
  mobile: '0400000000',
  claimNumber: '99/99999',
  homeStreet: '',
  homeLocality: '',
};

describe('the forgot forms', () => {
  it('list every missing detail under "There are {n} errors in this form" when sent empty', async () => {
    const browser = await openPage();
    recordDialogs(browser.page);
    await browser.goto('/forgotusername');
    const forgot = new ForgotUsernamePage(browser.page);
    await forgot.waitUntilShown();
    await forgot.submit.click();

    const summary = browser.page.getByRole('alert').filter({ has: browser.page.getByRole('heading') });
    const heading = await summary.getByRole('heading').innerText();
    const count = /\d+/.exec(heading)?.[0] ?? '';
    expect(heading.trim()).toBe(branded(messages.retrieval.errorCount, { n: Number(count) }));
    const listed = await summary.innerText();
    for (const message of [
      messages.fields.name.firstName,
      messages.fields.name.lastName,
      messages.fields.claimNumber,
      messages.fields.mobileOrEmail,
    ]) {
      expect(listed).toContain(message);
    }
    expect(browser.path()).toBe('/forgotusername');
    await expectNoSeriousAxeViolations(browser.page);
  });

  it('say the information could not be found when no claimant matches', async () => {
    const browser = await openPage();
    recordDialogs(browser.page);
    await browser.goto('/forgotpassword');
    const forgot = new ForgotPasswordPage(browser.page);
    await forgot.waitUntilShown();
    await forgot.fill(stranger);
    await forgot.submit.click();

    const notFound = browser.page.getByText(branded(messages.alerts.informationNotFound), { exact: true });
    await notFound.waitFor({ state: 'visible' });
    // The refusal takes the focus, not <body> behind the busy button (issue 30 item 3, WCAG 2.4.3).
    await expect.poll(() => notFound.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(browser.path()).toBe('/forgotpassword');
    await expectNoSeriousAxeViolations(browser.page);
  });
});
