// Page objects for /claims (My Claims) and /claim (claim home), spec part 1 §2 "Claims page" and
// "Claim home", §4 "Claims". Texts come from the contract, the one place they are spelled.
import { formatMessage, messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { branded } from '../support/texts.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ClaimsPage {
  readonly heading: Locator;
  readonly prompt: Locator;
  readonly missingClaimNote: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: messages.claims.title, exact: true });
    this.prompt = page.getByText(messages.claims.prompt, { exact: true });
    this.missingClaimNote = page.getByText(branded(messages.claims.missingClaim), { exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
  }

  /** The card (a button or link) that chooses the claim with this number. */
  card(claimNumber: string): Locator {
    const name = new RegExp(escape(claimNumber));
    return this.page.getByRole('button', { name }).or(this.page.getByRole('link', { name })).first();
  }

  /** Chooses the claim; the server must confirm the choice before /claim opens (part 1 §4). */
  async choose(claimNumber: string): Promise<void> {
    await this.card(claimNumber).click();
  }
}

export class ClaimHomePage {
  readonly bankBanner: Locator;
  /** The banner's close control: closing asks the server to mark the bank details verified. */
  readonly closeBankBanner: Locator;
  readonly verifyBankDetails: Locator;

  constructor(readonly page: Page) {
    const t = messages.claimHome;
    this.bankBanner = page.getByText(t.verifyBankBanner, { exact: true });
    // The smallest element holding both the banner text and its buttons.
    const banner = page
      .locator('div, section, aside, [role="alert"], [role="status"], [role="region"]')
      .filter({ has: this.bankBanner })
      .filter({ has: page.getByRole('button') })
      .last();
    this.closeBankBanner = banner.getByRole('button', { name: /close|dismiss/i });
    this.verifyBankDetails = banner
      .getByRole('link', { name: t.verifyBankAction, exact: true })
      .or(banner.getByRole('button', { name: t.verifyBankAction, exact: true }));
  }

  greeting(firstName: string): Locator {
    return this.page.getByText(formatMessage(messages.claimHome.greeting, { firstName }), { exact: true });
  }

  /** One of the six link panels, by its title (part 1 §2). */
  panel(title: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`^\\s*${escape(title)}`) }).first();
  }

  async waitUntilShown(firstName: string): Promise<void> {
    await this.greeting(firstName).waitFor({ state: 'visible' });
  }
}
