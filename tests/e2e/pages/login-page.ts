// Page object for /login (spec part 1 §2 "Sign-in page"): journeys speak in these terms, so a markup
// change is fixed here once. Labels come from the contract, the one place they are spelled.
import { formatMessage, messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly signIn: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel(messages.signIn.username, { exact: true });
    this.password = page.getByLabel(messages.signIn.password, { exact: true });
    this.signIn = page.getByRole('button', { name: messages.signIn.submit, exact: true });
  }

  /** The footer's version line, for example "Version 1.5.32". */
  version(version: string): Locator {
    return this.page.getByText(formatMessage(messages.shell.footer.version, { version }), { exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.username.waitFor({ state: 'visible' });
  }
}
