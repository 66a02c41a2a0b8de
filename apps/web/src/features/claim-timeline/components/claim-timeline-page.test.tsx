import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, messages, serverErrors, type TimelineEntry } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };
const path = endpoints.getTimeline.path;
const t = messages.timeline;

function entry(n: number, overrides: Partial<TimelineEntry> = {}): TimelineEntry {
  return {
    EntryId: `e${n}`,
    Kind: 'provider',
    Date: `${String(n).padStart(2, '0')}/11/2026`,
    Time: '9:30 am',
    Title: `Event ${n}`,
    Body: '',
    Attachments: [],
    Link: null,
    ...overrides,
  };
}

const firstPage = {
  Items: [
    entry(20, {
      Kind: 'received',
      Title: 'TAC received your documents',
      Body: 'It is now with your claims team.',
      Link: 'sentItems',
    }),
    entry(19, {
      Title: 'Decision on your income support',
      Body: 'We have decided.',
      Attachments: [{ FileID: 'f1', Filename: 'Decision letter.pdf' }],
    }),
    entry(18, { Kind: 'payment', Title: 'Payment made', Body: '$12.00 was paid.', Link: 'payments' }),
    ...[17, 16, 15, 14, 13, 12, 11].map((n) => entry(n)),
  ],
  Next: 'cursor-1',
};
const secondPage = { Items: [entry(10), entry(9)], Next: null };

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  api = mockApi();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The list item of the entry with this title. */
async function findEntry(title: string, options = {}): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: title }, options);
  return heading.closest('li')!;
}
const entryCount = () => screen.getAllByRole('heading', { level: 2 }).length;

describe("What's happening", () => {
  it('lists the first ten entries newest first with date, title, text, letter and links', async () => {
    api.on(path, { body: firstPage });
    renderApp('/claim-timeline', { signedIn: true });
    const decision = await findEntry('Decision on your income support', slow);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const list = decision.closest('ol')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list),
    ).toHaveLength(10);
    expect(within(decision).getByText('19/11/2026')).toBeInTheDocument();
    expect(within(decision).getByText('We have decided.')).toBeInTheDocument();
    expect(within(decision).getByRole('button', { name: /Decision letter\.pdf/ })).toBeInTheDocument();
    const received = await findEntry('TAC received your documents');
    expect(within(received).getByRole('link', { name: t.links.sentItems })).toHaveAttribute(
      'href',
      '/sent-items',
    );
    const payment = await findEntry('Payment made');
    expect(within(payment).getByRole('link', { name: t.links.payments })).toHaveAttribute(
      'href',
      '/payments',
    );
    expect(api.bodies(path)).toEqual([{ AccessToken: 'test-token' }]);
  });

  it('loads the next ten with the cursor on Show more, moves focus to the first new entry and ends the list', async () => {
    api.on(path, { body: firstPage }, { body: secondPage });
    renderApp('/claim-timeline', { signedIn: true });
    const more = await screen.findByRole('button', { name: t.showMore }, slow);
    await userEvent.click(more);
    const first = await findEntry('Event 10');
    await waitFor(() => expect(first).toHaveFocus());
    expect(api.bodies(path)[1]).toEqual({ AccessToken: 'test-token', Before: 'cursor-1' });
    expect(entryCount()).toBe(12);
    expect(screen.queryByRole('button', { name: t.showMore })).not.toBeInTheDocument();
    expect(screen.getByText(t.allShown)).toBeInTheDocument();
  });

  it('keeps what is shown and alerts the error when Show more fails', async () => {
    api.on(
      path,
      { body: firstPage },
      businessError(serverErrors.timelineCursor.Number, 'Could not continue'),
    );
    renderApp('/claim-timeline', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: t.showMore }, slow));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(expect.stringContaining('Could not continue')));
    expect(entryCount()).toBe(10);
    expect(screen.getByRole('button', { name: t.showMore })).toBeInTheDocument();
  });

  it('says a failed first page could not be loaded, never that nothing happened, and tries again', async () => {
    api.on(path, businessError(999, 'Broken'), { body: { Items: [entry(1)], Next: null } });
    renderApp('/claim-timeline', { signedIn: true });
    expect(await screen.findByText(t.loadFailed, {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(t.empty)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.tryAgain }));
    expect(await findEntry('Event 1')).toBeInTheDocument();
  });

  it('says when nothing has happened yet', async () => {
    api.on(path, { body: { Items: [], Next: null } });
    renderApp('/claim-timeline', { signedIn: true });
    expect(await screen.findByText(t.empty, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.showMore })).not.toBeInTheDocument();
  });

  it('keeps nh=1 on its links in mobile-app mode', async () => {
    api.on(path, { body: firstPage });
    renderApp('/claim-timeline?nh=1', { signedIn: true });
    const received = await findEntry('TAC received your documents', slow);
    expect(within(received).getByRole('link', { name: t.links.sentItems })).toHaveAttribute(
      'href',
      '/sent-items?nh=1',
    );
  });

  it('opens Sent items from an entry (the link carries the route state Sent items requires)', async () => {
    api
      .on(path, { body: firstPage })
      .on(endpoints.getSentItems.path, { body: { Start: 0, End: 0, Total: 0, Items: [] } });
    const { router } = renderApp('/claim-timeline', { signedIn: true });
    const received = await findEntry('TAC received your documents', slow);
    await userEvent.click(within(received).getByRole('link', { name: t.links.sentItems }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sent-items'), slow);
  });
});

describe("claim home's What's happening", () => {
  it('shows the latest three entries and links to the page', async () => {
    api.on(path, { body: firstPage });
    renderApp('/claim', { signedIn: true });
    const section = await screen.findByRole('region', { name: t.title }, slow);
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'TAC received your documents',
      'Decision on your income support',
      'Payment made',
    ]);
    expect(within(section).queryByRole('button', { name: /Decision letter/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: t.seeAll })).toHaveAttribute('href', '/claim-timeline');
  });
});
