// Page objects for /contactus (spec part 2 §2 "Contact us"). Texts come from the contract; labels are
// the form's page copy (apps/web/src/features/contact-us/components/contact-us-form.tsx).
import { endpoints, messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

export class ContactUsPage {
  readonly enquiryType: Locator;
  readonly reason: Locator;
  readonly message: Locator;
  readonly files: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.enquiryType = page.getByRole('combobox', { name: 'Enquiry Type' });
    this.reason = page.getByRole('textbox', { name: 'Reason' });
    this.message = page.getByRole('textbox', { name: 'Message' });
    // The picker, not the file list that shares its label.
    this.files = page.locator('input[type="file"]');
    this.submit = page.getByRole('button', { name: 'Submit', exact: true });
  }

  /** From now on, the address of every file upload the page sends, in order. */
  static recordFileUploads(page: Page): string[] {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(endpoints.uploadContactFile.path)) sent.push(request.url());
    });
    return sent;
  }

  async waitUntilShown(): Promise<void> {
    await this.page.getByText(messages.contactUs.intro, { exact: true }).waitFor();
    await this.enquiryType.locator('option', { hasText: 'Other' }).waitFor({ state: 'attached' });
  }

  async pick(filename: string, bytes: Buffer): Promise<void> {
    await this.files.setInputFiles({ name: filename, mimeType: 'application/octet-stream', buffer: bytes });
  }

  /** The row of one file in the upload list. */
  fileRow(filename: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByText(filename, { exact: true }) });
  }
}
