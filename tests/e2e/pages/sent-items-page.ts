// Page object for /sent-items (spec part 2 §2 "Sent items"): the inbox layout plus the Filter select
// (All Documents and the request types, children indented), "You have N Sent Items", Back to Inbox and
// the "Sent item details" region with "Sent at {time} on {date}". Names: ADR 0017.
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { escapeRegExp, MessageListPage } from './inbox-page.js';

const t = messages.sentItems;

/** "Sent at {time} on {date}" with the wire's h:mm am/pm and dd/mm/yyyy (ADR 0008). */
export const sentAtPattern = new RegExp(
  `^\\s*${escapeRegExp(t.sentAt)
    .replace(escapeRegExp('{time}'), '\\d{1,2}:\\d{2} [ap]m')
    .replace(escapeRegExp('{date}'), '\\d{2}/\\d{2}/\\d{4}')}\\s*$`,
);

/** Two non-breaking spaces before a child request type in the Filter (ADR 0017). */
export const childIndent = '\u00a0\u00a0';

export class SentItemsPage extends MessageListPage {
  readonly filter: Locator;
  readonly backToInbox: Locator;
  /** The "Sent at … on …" line of the detail region. */
  readonly sentAt: Locator;

  constructor(page: Page) {
    super(page, {
      title: messages.inbox.sentTitle,
      countTemplate: t.count,
      listName: 'Sent items', // ours (ADR 0017): the list's accessible name, not a visible text
      detailsName: 'Sent item details', // ours (ADR 0017)
      emptyText: t.empty,
    });
    this.filter = page.getByRole('combobox', { name: t.filter, exact: true });
    this.backToInbox = page.getByRole('link', { name: t.backToInbox, exact: true });
    this.sentAt = this.details.getByText(sentAtPattern);
  }

  /** The Filter's option texts in order, indentation included. */
  async filterOptions(): Promise<string[]> {
    return this.filter.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? ''));
  }

  /** Chooses a request type by its name; a child's indentation is added when the option has it. */
  async chooseFilter(name: string): Promise<void> {
    const label = (await this.filterOptions()).find((text) => text.trim() === name);
    if (label === undefined) throw new Error(`The Filter offers no "${name}".`);
    await this.filter.selectOption({ label });
  }
}
