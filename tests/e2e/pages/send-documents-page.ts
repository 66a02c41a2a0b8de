// Page objects for /forms and /submitdocuments (spec part 2 §2 "Forms and documents hub", "Send
// documents"). Texts come from the contract; labels are the form's page copy
// (apps/web/src/features/send-documents/components/send-documents-form.tsx).
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class FormsHubPage {
  readonly sendDocuments: Locator;
  readonly authorityForm: Locator;
  readonly draftSavedToast: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.sendDocuments = main.getByRole('link', {
      name: new RegExp(`^\\s*${escape(messages.formsHub.sendDocuments)}`),
    });
    this.authorityForm = main.getByRole('link', { name: messages.formsHub.authorityForm, exact: true });
    this.draftSavedToast = page.getByText(messages.formsHub.draftSaved, { exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.sendDocuments.waitFor({ state: 'visible' });
  }

  /** The subtitle "Draft - edited {date}" under Send documents. */
  draftEdited(date: string): Locator {
    return this.page.getByText(messages.formsHub.draftEdited.replace('{date}', date), { exact: true });
  }
}

export class SendDocumentsPage {
  readonly documentType: Locator;
  readonly message: Locator;
  readonly files: Locator;
  readonly authorised: Locator;
  readonly submit: Locator;
  readonly discardDraft: Locator;
  readonly savedAt: Locator;

  constructor(readonly page: Page) {
    this.documentType = page.getByRole('combobox', { name: 'Document type' });
    this.message = page.getByRole('textbox', { name: 'Message' });
    this.files = page.locator('input[type="file"]');
    this.authorised = page.getByRole('checkbox', { name: /authorised to send these documents/ });
    this.submit = page.getByRole('button', { name: 'Submit', exact: true });
    this.discardDraft = page.getByRole('button', { name: messages.sendDocuments.discardDraft, exact: true });
    this.savedAt = page.getByText(/^Saved at \d{1,2}:\d{2} [ap]m$/);
  }

  async waitUntilShown(): Promise<void> {
    await this.submit.waitFor({ state: 'visible' });
  }

  /** The row of one file in the upload list. */
  fileRow(filename: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByText(filename, { exact: true }) });
  }

  async pick(filename: string, bytes: Buffer): Promise<void> {
    await this.files.setInputFiles({ name: filename, mimeType: 'application/octet-stream', buffer: bytes });
  }
}
