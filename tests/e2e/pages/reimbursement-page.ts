// Page object for /reimbursementform and /thankyou-reimbursement (spec part 2 §2 "Reimbursement form",
// "Thank-you pages"). Texts come from the contract; labels are the form's page copy
// (apps/web/src/features/reimbursement/components: payee-copy.ts, reimbursement-form.tsx, and the
// contract's RECEIPT_FIELD_LABELS for the sub-form).
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

const m = messages.reimbursement;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ReimbursementPage {
  readonly receiptType: Locator;
  readonly receipt: Locator;
  readonly disclaimer: Locator;
  readonly next: Locator;
  readonly editForm: Locator;
  readonly submit: Locator;
  readonly discardDraft: Locator;
  readonly reviewHeading: Locator;
  readonly review: Locator;
  readonly errorSummary: Locator;
  readonly savedAt: Locator;
  readonly bankName: Locator;

  constructor(readonly page: Page) {
    this.receiptType = page.getByRole('combobox', { name: 'Receipt type' });
    this.receipt = page.locator('input[type="file"]');
    this.disclaimer = page.getByRole('checkbox', { name: /I declare that the information/ });
    this.next = page.getByRole('button', { name: m.next, exact: true });
    this.editForm = page.getByRole('button', { name: m.editForm, exact: true });
    this.submit = page.getByRole('button', { name: m.submit, exact: true });
    this.discardDraft = page.getByRole('button', { name: m.discardDraft, exact: true });
    this.reviewHeading = page.getByRole('heading', { name: 'Check your answers' });
    this.review = page.getByRole('region', { name: 'Check your answers' });
    this.errorSummary = page.getByRole('alert').filter({ hasText: /errors? in this form/ });
    this.savedAt = page.getByText(/^Saved at \d{1,2}:\d{2} [ap]m$/);
    this.bankName = page.getByRole('textbox', { name: 'Bank name', exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.next.waitFor({ state: 'visible' });
  }

  payee(label: 'Me' | 'Someone else' | 'Pay my provider'): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** A text box of the form by its label (sub-form labels are the contract's RECEIPT_FIELD_LABELS). */
  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** The answer a review row shows for a label. */
  answer(label: string): Locator {
    const term = this.page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) });
    return this.review.locator('div', { has: term }).locator('dd');
  }

  async pick(filename: string, bytes: Buffer): Promise<void> {
    await this.receipt.setInputFiles({ name: filename, mimeType: 'application/octet-stream', buffer: bytes });
  }

  fileRow(filename: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByText(filename, { exact: true }) });
  }

  /** Starts from an empty form: a draft left by an earlier run is discarded (the confirm is accepted). */
  async startAfresh(): Promise<void> {
    await this.waitUntilShown();
    const isLeftOver =
      (await this.receiptType.inputValue()) !== '' ||
      (await this.page.getByRole('radio', { checked: true }).count()) > 0 ||
      (await this.page.getByRole('button', { name: /^Remove / }).count()) > 0;
    if (!isLeftOver) return;
    await this.discardDraft.click();
    await this.page.waitForURL('**/claim');
    await this.page.goto(new URL('/reimbursementform', this.page.url()).toString());
    await this.waitUntilShown();
  }
}
