// Page object for the access code screen: /verify, /activate and the account-edit variants (spec part 1
// §2 "Access code page", §4 "Access codes"). The {type} in its texts is the channel the code went to,
// so the matchers accept either channel label.
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { anyCodeType, branded } from '../support/texts.js';

const t = messages.accessCode;

export class AccessCodePage {
  readonly heading: Locator;
  /** The four-digit field; a valid code is submitted as soon as it is complete. */
  readonly code: Locator;
  readonly verify: Locator;
  readonly resend: Locator;
  readonly incorrect: Locator;
  readonly expired: Locator;
  readonly newCodeSent: Locator;
  readonly help: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: t.title, exact: true });
    this.code = page.getByRole('textbox', { name: /code/i });
    this.verify = page.getByRole('button', { name: t.verify, exact: true });
    const resend = anyCodeType(t.resend);
    this.resend = page.getByRole('button', { name: resend }).or(page.getByRole('link', { name: resend }));
    this.incorrect = page.getByText(anyCodeType(t.incorrect));
    this.expired = page.getByText(anyCodeType(t.expired));
    this.newCodeSent = page.getByText(anyCodeType(t.newCodeSent));
    this.help = page.getByText(branded(t.help), { exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
    await this.code.waitFor({ state: 'visible' });
  }

  /** Types the code digit by digit, as a user would; the screen submits it once four digits are in. */
  async enterCode(code: string): Promise<void> {
    await this.code.click();
    await this.code.fill('');
    await this.code.pressSequentially(code);
  }

  /** Enters the code and waits for the server's answer to the check it submits (any code variant). */
  async enterCodeAndWaitForAnswer(code: string): Promise<void> {
    const answered = this.page.waitForResponse((response) =>
      /\/validatesecuritycode/i.test(new URL(response.url()).pathname),
    );
    await this.enterCode(code);
    await answered;
  }
}
