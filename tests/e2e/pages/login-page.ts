// Page object for /login (spec part 1 §2 "Sign-in page"): journeys speak in these terms, so a markup
// change is fixed here once. Labels come from the contract, the one place they are spelled.
import { formatMessage, messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly signIn: Locator;
  readonly forgotUsername: Locator;
  readonly forgotPassword: Locator;
  readonly register: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel(messages.signIn.username, { exact: true });
    this.password = page.getByLabel(messages.signIn.password, { exact: true });
    this.rememberMe = page.getByLabel(messages.signIn.rememberMe, { exact: true });
    this.signIn = page.getByRole('button', { name: messages.signIn.submit, exact: true });
    this.forgotUsername = page.getByRole('link', { name: messages.signIn.forgotUsername, exact: true });
    this.forgotPassword = page.getByRole('link', { name: messages.signIn.forgotPassword, exact: true });
    this.register = page.getByRole('link', { name: messages.signIn.register, exact: true }).first();
  }

  /** The footer's version line, for example "Version 1.5.32". */
  version(version: string): Locator {
    return this.page.getByText(formatMessage(messages.shell.footer.version, { version }), { exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.username.waitFor({ state: 'visible' });
  }

  /** Types the credentials as a user would and presses Sign in. */
  async signInAs(username: string, password: string): Promise<void> {
    await this.waitUntilShown();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.signIn.click();
  }
}
