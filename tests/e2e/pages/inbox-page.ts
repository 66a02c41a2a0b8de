// Page objects for /inbox and the shared messaging layout (spec part 2 §2 "Inbox", issue 5 "Screens"):
// tabs, counts, search, date range, the master-detail list with Load more and the detail region. The
// accessible names are the ones ADR 0017 fixes; texts come from the
// contract, the one place they are spelled. /sent-items reuses the layout (pages/sent-items-page.ts).
import { formatMessage, messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

const t = messages.inbox;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template with its number placeholders as capture groups, e.g. "Showing (\d+) - (\d+) of (\d+)". */
function numbersPattern(template: string, names: readonly string[]): RegExp {
  let pattern = escapeRegExp(template);
  for (const name of names) pattern = pattern.replace(escapeRegExp(`{${name}}`), '(\\d+)');
  return new RegExp(`^\\s*${pattern}\\s*$`);
}

export interface Showing {
  from: number;
  to: number;
  total: number;
}

export type DateRangeLabel = (typeof t.dateRanges)[keyof typeof t.dateRanges];

export interface MessageListNames {
  title: string;
  countTemplate: string;
  listName: string;
  detailsName: string;
  /** The text an empty list shows instead of rows. */
  emptyText: string;
}

/** What /inbox and /sent-items share: toolbar, counts, the list with Load more and the detail region. */
export class MessageListPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly sendMessage: Locator;
  readonly count: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly dateRange: Locator;
  readonly startDate: Locator;
  readonly endDate: Locator;
  readonly apply: Locator;
  readonly showing: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly loadMore: Locator;
  readonly empty: Locator;
  readonly noSelection: Locator;
  readonly details: Locator;
  readonly selectedRow: Locator;
  private readonly countPattern: RegExp;
  private readonly showingPattern = numbersPattern(t.showing, ['from', 'to', 'total']);

  constructor(
    readonly page: Page,
    names: MessageListNames,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: names.title, exact: true });
    this.tabs = page.getByRole('navigation', { name: t.listLabel, exact: true });
    this.sendMessage = page
      .getByRole('link', { name: t.sendMessage, exact: true })
      .or(page.getByRole('button', { name: t.sendMessage, exact: true }))
      .first();
    this.countPattern = numbersPattern(names.countTemplate, ['n']);
    this.count = page.getByText(this.countPattern);
    this.searchBox = page.getByRole('searchbox', { name: t.search, exact: true });
    this.searchButton = page.getByRole('button', { name: t.search, exact: true });
    this.dateRange = page.getByRole('combobox', { name: t.dateRange, exact: true });
    this.startDate = page.getByRole('textbox', { name: new RegExp(`^\\s*${escapeRegExp(t.startDate)}`) });
    this.endDate = page.getByRole('textbox', { name: new RegExp(`^\\s*${escapeRegExp(t.endDate)}`) });
    this.apply = page.getByRole('button', { name: t.apply, exact: true });
    this.showing = page.getByText(this.showingPattern);
    this.list = page.getByRole('list', { name: names.listName, exact: true });
    this.rows = this.list.getByRole('listitem').getByRole('button');
    this.loadMore = page.getByRole('button', { name: t.loadMore, exact: true });
    this.empty = page.getByText(names.emptyText, { exact: true });
    this.noSelection = page.getByText(t.noSelection, { exact: true });
    this.details = page.getByRole('region', { name: names.detailsName, exact: true });
    this.selectedRow = this.list.locator('[aria-current="true"]');
  }

  /** The heading, then the loaded list or its empty text (while loading, the counts read 0). */
  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
    await this.list.or(this.empty).waitFor({ state: 'visible' });
    await this.showing.waitFor({ state: 'visible' });
  }

  /** N of "You have N messages" / "You have N Sent Items". */
  async countNumber(): Promise<number> {
    const match = this.countPattern.exec(await this.count.innerText());
    return Number(match?.[1]);
  }

  /** The numbers of "Showing X - Y of Z". */
  async showingNumbers(): Promise<Showing> {
    const match = this.showingPattern.exec(await this.showing.innerText());
    if (!match) throw new Error(`"${await this.showing.innerText()}" is not a "${t.showing}" text.`);
    return { from: Number(match[1]), to: Number(match[2]), total: Number(match[3]) };
  }

  /** Waits until "Showing X - Y of Z" reads exactly these numbers. */
  async waitForShowing(expected: Showing): Promise<void> {
    const text = formatMessage(t.showing, { ...expected });
    await this.page.getByText(new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`)).waitFor({ state: 'visible' });
  }

  /** The row whose accessible name starts with the subject (names start with the subject text). */
  row(subject: string): Locator {
    return this.list.getByRole('button', { name: new RegExp(`^\\s*${escapeRegExp(subject)}`) });
  }

  /** Each row's text in order; it starts with the subject (then the preview, time and markers). */
  async rowTexts(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));
  }

  /** Types a search and submits it with the form's Search button. */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchButton.click();
  }

  async chooseDateRange(label: DateRangeLabel): Promise<void> {
    await this.dateRange.selectOption({ label });
  }

  /** Custom range: both dates typed as dd/mm/yyyy, then Apply. */
  async applyCustomRange(start: string, end: string): Promise<void> {
    await this.chooseDateRange(t.dateRanges.custom);
    await this.startDate.fill(start);
    await this.endDate.fill(end);
    await this.apply.click();
  }

  /** The detail region's h2, the selected item's (main) subject. */
  detailsHeading(subject: string): Locator {
    return this.details.getByRole('heading', { level: 2, name: subject, exact: true });
  }
}

export class InboxPage extends MessageListPage {
  readonly viewSentItems: Locator;
  /** A search or range that matched nothing (issue 10 item 10), unlike an empty inbox. */
  readonly noMatch: Locator;

  constructor(page: Page) {
    super(page, {
      title: t.title,
      countTemplate: t.count,
      listName: t.listLabel,
      detailsName: t.detailsRegion,
      emptyText: t.empty,
    });
    this.viewSentItems = page.getByRole('link', { name: t.viewSentItems, exact: true });
    this.noMatch = page.getByText(t.noMatch, { exact: true });
  }

  /** Whether the row (once shown) carries the visually hidden "Unread" marker. */
  async isUnread(row: Locator): Promise<boolean> {
    await row.waitFor({ state: 'visible' });
    return (await row.getByText(t.unread, { exact: true }).count()) > 0;
  }

  async hasAttachments(row: Locator): Promise<boolean> {
    await row.waitFor({ state: 'visible' });
    return (await row.getByText(t.hasAttachments, { exact: true }).count()) > 0;
  }

  /** The attachment's download button in the detail region, "Download <Filename>". */
  downloadButton(filename: string): Locator {
    return this.details.getByRole('button', { name: `${t.download} ${filename}`, exact: true });
  }
}

/** A link of the toolbar's link row (wide screens, part 1 §2 "Layout"), by the start of its name. */
export function toolbarLink(page: Page, label: string): Locator {
  return page
    .getByRole('navigation', { name: 'Claim', exact: true })
    .getByRole('link', { name: new RegExp(`^\\s*${escapeRegExp(label)}`) });
}

/**
 * The unread badge on the toolbar's Inbox link: "N unread", with "unread" visually hidden; no badge
 * means none unread.
 */
export async function toolbarUnreadCount(page: Page): Promise<number> {
  const link = toolbarLink(page, messages.shell.toolbar.inbox);
  const match = /(\d+)\s*unread/.exec((await link.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

/** The claim home's Inbox panel (in the page's main content, not the toolbar) with its "N unread". */
export function claimHomeInboxPanel(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^\\s*${escapeRegExp(messages.claimHome.panels.inbox)}`) });
}
