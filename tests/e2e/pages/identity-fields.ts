// The identity fields shared by registration and the forgot username / forgot password forms (spec part
// 1 §3 "Registration identity", "Username/password retrieval request"; §5): names, date of birth typed
// as dd/mm/yyyy, the claim number as two boxes (2 then 5 digits, focus jumping after the second
// digit), mobile and e-mail. The screens spell their own labels (page copy), so these match loosely.
import type { Locator, Page } from 'playwright-core';
import type { Claimant } from '../support/demo-people.js';

export class IdentityFields {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly dateOfBirth: Locator;
  /** The two claim-number boxes, in order. */
  readonly claimNumberParts: Locator;
  readonly mobile: Locator;
  readonly email: Locator;

  constructor(readonly scope: Page | Locator) {
    this.firstName = scope.getByLabel(/first name/i).first();
    this.lastName = scope.getByLabel(/(last name|surname)/i).first();
    this.dateOfBirth = scope.getByLabel(/date of birth/i).first();
    this.claimNumberParts = scope.getByRole('group', { name: /claim number/i }).getByRole('textbox');
    this.mobile = scope.getByLabel(/mobile/i).first();
    this.email = scope.getByLabel(/^e-?mail( address)?\b/i).first();
  }

  /** Types the claim number into the first box and lets the focus jump carry the rest (part 1 §5). */
  async typeClaimNumber(claimNumber: string): Promise<void> {
    const [head = '', tail = ''] = claimNumber.split('/');
    const first = this.claimNumberParts.nth(0);
    await first.click();
    await first.pressSequentially(head);
    await this.claimNumberParts.nth(1).pressSequentially(tail);
  }

  async fillNamesAndBirth(claimant: Claimant): Promise<void> {
    await this.firstName.fill(claimant.firstName);
    await this.lastName.fill(claimant.lastName);
    await this.dateOfBirth.fill(claimant.dateOfBirth);
  }
}
