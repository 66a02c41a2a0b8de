// Page object for /register (spec part 1 §2 "Registration, forgot and reset pages", §5 "Registration
// extras"): identity, contact, password, a home address picked from the address lookup, "postal same as
// home", the terms, and the submit button that stays disabled until everything holds.
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import type { Claimant } from '../support/demo-people.js';
import { IdentityFields } from './identity-fields.js';

export class RegistrationPage {
  readonly heading: Locator;
  readonly identity: IdentityFields;
  readonly username: Locator;
  readonly password: Locator;
  readonly reEnterPassword: Locator;
  readonly homeAddress: Locator;
  readonly postalSameAsHome: Locator;
  readonly terms: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: messages.registration.title, exact: true });
    this.identity = new IdentityFields(page);
    this.username = page.getByLabel(/^username/i);
    this.password = page.getByLabel(/^(new )?password/i).first();
    this.reEnterPassword = page.getByLabel(/(re-?enter|confirm)/i).first();
    this.homeAddress = page.getByRole('combobox', { name: /home address/i });
    this.postalSameAsHome = page.getByLabel(messages.registration.sameAsHome, { exact: true });
    // The terms checkbox: "I have read and agree to the" + the Terms & Conditions link beside it.
    this.terms = page.getByRole('checkbox', { name: /agree/i });
    this.submit = page.getByRole('button', { name: messages.signIn.register, exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
  }

  /** Types part of the address, waits for the lookup's suggestions and picks the matching one. */
  async pickHomeAddress(typed: string, suggestion: RegExp): Promise<void> {
    await this.homeAddress.click();
    await this.homeAddress.pressSequentially(typed, { delay: 20 });
    await this.page.getByRole('option', { name: suggestion }).first().click();
  }

  async fill(claimant: Claimant, password: string): Promise<void> {
    await this.username.fill(claimant.email);
    await this.identity.fillNamesAndBirth(claimant);
    await this.identity.typeClaimNumber(claimant.claimNumber);
    await this.identity.email.fill(claimant.email);
    if (claimant.mobile) await this.identity.mobile.fill(claimant.mobile);
    await this.password.fill(password);
    await this.reEnterPassword.fill(password);
    await this.pickHomeAddress(claimant.homeStreet, new RegExp(claimant.homeStreet, 'i'));
    await this.postalSameAsHome.check();
    await this.terms.check();
  }
}
