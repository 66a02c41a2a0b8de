// Page object for /account (My Details, spec part 1 §2 "My Details", §4 "My Details"): one section per
// part of the account, each with a read view and an Edit link that turns it into a form in place. The
// forms are found inside their section, so the same objects serve the stand-alone mobile-app screens
// (/contact-details and the others) when given the page instead.
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { branded } from '../support/texts.js';

const t = messages.myDetails;
export type SectionKey = keyof typeof t.sections;

export class MyDetailsPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: t.title, exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
    await this.section('personal').waitFor({ state: 'visible' });
  }

  /** The section named by its heading (Name & Date of Birth, Bank Account Details ...). */
  section(key: SectionKey): Locator {
    return this.page.getByRole('region', { name: t.sections[key], exact: true });
  }

  /** The section's Edit control (link or button); its name may add the section, "Edit Email Address". */
  editLink(key: SectionKey): Locator {
    const section = this.section(key);
    const name = new RegExp(`^\\s*${t.edit}\\b`);
    return section.getByRole('link', { name }).or(section.getByRole('button', { name }));
  }

  /** A toast or notice with exactly this text ({provider} and {phone} filled). */
  notice(template: string, values: Record<string, string> = {}): Locator {
    return this.page.getByText(branded(template, values), { exact: true }).first();
  }

  /** The Password section's way to /updatepassword. */
  get changePassword(): Locator {
    return this.section('password').getByRole('link', { name: /change password/i });
  }
}

/** Save and Cancel of an edit form (in place or stand-alone). */
class EditForm {
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly scope: Page | Locator) {
    this.save = scope.getByRole('button', { name: t.save, exact: true });
    this.cancel = scope.getByRole('button', { name: t.cancel, exact: true }).first();
  }
}

export class ContactDetailsForm extends EditForm {
  readonly homeAddress: Locator;
  readonly postalSameAsHome: Locator;
  readonly postalAddress: Locator;
  readonly areaCode: Locator;
  readonly phoneNumber: Locator;

  constructor(scope: Page | Locator) {
    super(scope);
    this.homeAddress = scope.getByRole('combobox', { name: /home address/i });
    this.postalSameAsHome = scope.getByRole('checkbox', { name: /same as home/i });
    this.postalAddress = scope.getByRole('combobox', { name: /postal address/i });
    this.areaCode = scope.getByRole('textbox', { name: /area code/i });
    this.phoneNumber = scope.getByRole('textbox', { name: /^phone number/i });
  }

  /** Types part of an address, waits for the lookup's suggestions and picks the matching one. */
  async pickAddress(field: Locator, typed: string, suggestion: RegExp): Promise<void> {
    await field.click();
    await field.fill('');
    await field.pressSequentially(typed, { delay: 20 });
    await field.page().getByRole('option', { name: suggestion }).first().click();
  }
}

export class BankDetailsForm extends EditForm {
  readonly bsb: Locator;
  readonly bankName: Locator;
  readonly accountName: Locator;
  readonly accountNumber: Locator;

  constructor(scope: Page | Locator) {
    super(scope);
    this.bsb = scope.getByRole('textbox', { name: /bsb/i });
    this.bankName = scope.getByLabel(/bank name/i);
    this.accountName = scope.getByRole('textbox', { name: /account name/i });
    this.accountNumber = scope.getByRole('textbox', { name: /account number/i });
  }
}

export class EmailForm extends EditForm {
  readonly email: Locator;

  constructor(scope: Page | Locator) {
    super(scope);
    this.email = scope.getByRole('textbox', { name: /e-?mail/i }).first();
  }
}

export class MobileNumberForm extends EditForm {
  readonly mobile: Locator;

  constructor(scope: Page | Locator) {
    super(scope);
    this.mobile = scope.getByRole('textbox', { name: /mobile/i }).first();
  }
}

export class PersonalDetailsForm extends EditForm {
  readonly title: Locator;
  readonly firstName: Locator;
  readonly surname: Locator;
  readonly dateOfBirth: Locator;
  readonly reason: Locator;
  readonly otherReason: Locator;
  readonly file: Locator;

  constructor(scope: Page | Locator) {
    super(scope);
    this.title = scope.getByRole('combobox', { name: /^title/i });
    this.firstName = scope.getByRole('textbox', { name: /first name/i });
    this.surname = scope.getByRole('textbox', { name: /(surname|last name)/i });
    this.dateOfBirth = scope.getByRole('textbox', { name: /date of birth/i });
    this.reason = scope.getByRole('combobox', { name: new RegExp(t.personalDetails.reason, 'i') });
    this.otherReason = scope.getByRole('textbox', { name: t.personalDetails.otherReason });
    this.file = scope.locator('input[type="file"]');
  }
}

/** /updatepassword (part 1 §2): current, new and re-entered password. */
export class UpdatePasswordPage {
  readonly current: Locator;
  readonly newPassword: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByRole('button', { name: /^(change password|save|update)/i });
    this.current = page.getByLabel(t.password.current, { exact: true });
    this.newPassword = page.getByLabel(t.password.new, { exact: true });
    this.confirm = page.getByLabel(t.password.confirm, { exact: true });
  }

  async change(current: string, next: string): Promise<void> {
    await this.current.fill(current);
    await this.newPassword.fill(next);
    await this.confirm.fill(next);
    await this.submit.click();
  }
}
