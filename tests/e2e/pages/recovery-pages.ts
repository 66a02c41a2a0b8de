// Page objects for account recovery (spec part 1 §2 "Registration, forgot and reset pages", §4):
// /forgotusername -> /sentusername, /forgotpassword -> /resetpassword -> /activate or /claims.
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import type { Claimant } from '../support/demo-people.js';
import { branded } from '../support/texts.js';
import { IdentityFields } from './identity-fields.js';

const r = messages.retrieval;

/** The forgot username and forgot password forms ask for the same retrieval request (part 1 §3). */
class RetrievalForm {
  readonly heading: Locator;
  readonly identity: IdentityFields;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.heading = page.getByRole('heading', { name: title, exact: true });
    this.identity = new IdentityFields(page);
    this.submit = page.getByRole('button', { name: /^(submit|send|continue|next|reset|retrieve)/i });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
  }

  /** The "There are {n} errors in this form" list heading. */
  errorCount(n: number): Locator {
    return this.page.getByText(branded(r.errorCount, { n }), { exact: true });
  }

  async fill(claimant: Claimant, { withMobile = true } = {}): Promise<void> {
    await this.identity.fillNamesAndBirth(claimant);
    await this.identity.typeClaimNumber(claimant.claimNumber);
    await this.identity.email.fill(claimant.email);
    if (withMobile && claimant.mobile) await this.identity.mobile.fill(claimant.mobile);
  }
}

export class ForgotUsernamePage extends RetrievalForm {
  constructor(page: Page) {
    super(page, r.forgotUsernameTitle);
  }
}

export class ForgotPasswordPage extends RetrievalForm {
  constructor(page: Page) {
    super(page, r.forgotPasswordTitle);
  }
}

export class SentUsernamePage {
  readonly notice: Locator;
  readonly backToSignIn: Locator;

  constructor(readonly page: Page) {
    this.notice = page.getByText(branded(r.usernameSent), { exact: true });
    this.backToSignIn = page.getByRole('link', { name: r.backToSignIn, exact: true });
  }
}

export class ResetPasswordPage {
  readonly heading: Locator;
  readonly password: Locator;
  readonly reEnterPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: r.resetPasswordTitle, exact: true });
    this.password = page.getByLabel(/^(new )?password/i).first();
    this.reEnterPassword = page.getByLabel(/(re-?enter|confirm)/i).first();
    this.submit = page.getByRole('button', { name: /^(submit|save|reset|continue|change)/i });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
  }

  async setPassword(password: string): Promise<void> {
    await this.password.fill(password);
    await this.reEnterPassword.fill(password);
    await this.submit.click();
  }
}
