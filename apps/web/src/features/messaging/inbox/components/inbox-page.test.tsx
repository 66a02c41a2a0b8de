import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, serverErrors } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../../test/mock-api';
import { claimA, claimB, renderApp } from '../../../../test/render-app';
import { inboxMessage, messagesPage } from '../inbox-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };
const messagesPath = endpoints.getMessages.path;
const markPath = endpoints.markAsRead.path;
const countPath = endpoints.getUnreadMessageCount.path;

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

async function openInbox(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/inbox', { signedIn: true, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow);
  return view;
}

const list = () => screen.findByRole('list', { name: 'Messages' }, slow);

describe('inbox page texts (spec part 2 §2 "Inbox")', () => {
  it('shows the tabs, Send a message, the counts, View Sent Items and the no-selection text', async () => {
    api.on(messagesPath, { body: messagesPage(0, 10, 12) });
    await openInbox();
    const tabs = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(tabs).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Sent Items' })).toHaveAttribute('href', '/sent-items');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/contactus');
    expect(await screen.findByText('You have 12 messages', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Sent Items' })).toHaveAttribute('href', '/sent-items');
    expect(screen.getByText('Select a message to view the details')).toBeInTheDocument();
    expect(within(await list()).getAllByRole('button')).toHaveLength(10);
  });

  it('shows the claim number and date of accident in the header', async () => {
    api.on(messagesPath, { body: messagesPage(0, 0, 0) });
    await openInbox();
    expect(screen.getByText(claimA.Number)).toBeInTheDocument();
    expect(screen.getByText(claimA.Date)).toBeInTheDocument();
  });

  it('shows the claim inside the page when nh=1 hides the header', async () => {
    api.on(messagesPath, { body: messagesPage(0, 0, 0) });
    renderApp('/inbox?nh=1', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByText(claimA.Number)).toBeInTheDocument();
    expect(screen.getByText(claimA.Date)).toBeInTheDocument();
  });

  it('keeps nh=1 after a search', async () => {
    api.on(messagesPath, { body: messagesPage(0, 0, 0) });
    const { router } = renderApp('/inbox?nh=1', { signedIn: true });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }, slow), 'x{Enter}');
    await waitFor(() => expect(api.bodies(messagesPath).at(-1)).toMatchObject({ Search: 'x' }), slow);
    expect(router.state.location.search).toBe('?nh=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the empty text and "Showing 0 - 0 of 0" without messages', async () => {
    api.on(messagesPath, { body: messagesPage(0, 0, 0) });
    await openInbox();
    expect(await screen.findByText('There are no messages to display.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('You have 0 messages')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('points to Switch Claim only when the claimant has several claims', async () => {
    api.on(messagesPath, { body: messagesPage(0, 0, 0) });
    const note = 'You have more than one claim. Use Switch Claim to see messages for another claim.';
    const first = await openInbox({ claims: [claimA] });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    first.unmount();
    await openInbox({ claims: [claimA, claimB] });
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('goes to sent items with the sent-data marker from the tab and the link', async () => {
    api.on(messagesPath, { body: messagesPage(0, 0, 0) });
    const { router } = await openInbox();
    await userEvent.click(screen.getByRole('link', { name: 'View Sent Items' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sent-items'), slow);
    expect(router.state.location.state).toEqual({ sentData: true });
  });
});

describe('inbox rows', () => {
  it('shows time, date, unread and attachment markers, subject and a preview cut at 70 characters', async () => {
    const long = 'x'.repeat(70);
    const short = 'y'.repeat(69);
    api.on(messagesPath, {
      body: {
        Start: 0,
        End: 2,
        Total: 2,
        Items: [
          inboxMessage(1, {
            Subject: 'Your payment',
            Message: long,
            Read: false,
            Attachments: [{ Filename: 'letter.pdf', FileID: 'f1' }],
          }),
          inboxMessage(2, { Subject: 'Appointment', Message: short, ReceivedTime: '4:30 pm' }),
        ],
      },
    });
    await openInbox();
    const [first, second] = within(await list()).getAllByRole('button');
    expect(first).toHaveAccessibleName(/^Your payment/);
    expect(first).toHaveTextContent(`${'x'.repeat(67)}…`);
    expect(first).not.toHaveTextContent(long);
    expect(first).toHaveTextContent('9:05 am 02/03/2025');
    expect(within(first!).getByText('Unread')).toHaveClass('visually-hidden');
    expect(within(first!).getByText('Has attachments')).toHaveClass('visually-hidden');
    expect(second).toHaveTextContent(short);
    expect(second).toHaveTextContent('4:30 pm 02/03/2025');
    expect(within(second!).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(second!).queryByText('Has attachments')).not.toBeInTheDocument();
  });
});

describe('selecting a message on the web', () => {
  it('shows the detail and marks it read at once, refetching the unread badge', async () => {
    api
      .on(messagesPath, {
        body: {
          Start: 0,
          End: 1,
          Total: 1,
          Items: [
            inboxMessage(7, {
              Subject: 'Payment update',
              Message: 'Line one\nSee https://example.com/pay.',
              Read: false,
              Attachments: [{ Filename: 'letter.pdf', FileID: 'f9' }],
            }),
          ],
        },
      })
      .on(markPath, { body: true })
      .on(countPath, { body: 0 });
    await openInbox({ unreadCount: 1 });
    const menu = screen.getByRole('navigation', { name: 'Claim' });
    expect(within(menu).getByRole('link', { name: /inbox/i })).toHaveTextContent('1');
    const row = within(await list()).getByRole('button', { name: /^Payment update/ });
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    await userEvent.click(row);

    const detail = screen.getByRole('region', { name: 'Message details' });
    expect(within(detail).getByRole('heading', { level: 2, name: 'Payment update' })).toBeInTheDocument();
    expect(within(detail).getByText('01/03/2025 8:55 am')).toBeInTheDocument();
    expect(within(detail).getByText('9:05 am 02/03/2025')).toBeInTheDocument();
    expect(within(detail).getByText('Claim number').nextElementSibling).toHaveTextContent(claimA.Number);
    expect(within(detail).getByRole('link', { name: /https:\/\/example\.com\/pay/ })).toHaveAttribute(
      'href',
      'https://example.com/pay',
    );
    expect(within(detail).getByRole('button', { name: 'Download letter.pdf' })).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Select a message to view the details')).not.toBeInTheDocument();

    await waitFor(() => expect(api.bodies(markPath)).toHaveLength(1), slow);
    expect(api.bodies(markPath)[0]).toMatchObject({ MessageId: 'm7', AccessToken: 'test-token' });
    expect(within(row).queryByText('Unread')).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodies(countPath)).toHaveLength(1), slow);
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /inbox/i })).not.toHaveTextContent('1'),
    );
  });

  it('does not call markasread for a message already read', async () => {
    api
      .on(messagesPath, {
        body: { Start: 0, End: 2, Total: 2, Items: [inboxMessage(1), inboxMessage(2, { Read: false })] },
      })
      .on(markPath, { body: true })
      .on(countPath, { body: 0 });
    await openInbox();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Subject 1/ }));
    const detail = await screen.findByRole('region', { name: 'Message details' }, slow);
    expect(within(detail).getByRole('heading', { level: 2, name: 'Subject 1' })).toBeInTheDocument();
    // The signal that the read message's selection has had every chance to call: the unread one
    // selected after it has been marked, and a call for the first would have gone out before it.
    await userEvent.click(within(await list()).getByRole('button', { name: /^Subject 2/ }));
    const markedIds = () => api.bodies(markPath).map((body) => body.MessageId);
    await waitFor(() => expect(markedIds()).toContain('m2'), slow);
    expect(markedIds()).toEqual(['m2']);
  });

  it('puts the row back to unread and alerts when markasread fails', async () => {
    api
      .on(messagesPath, { body: { Start: 0, End: 1, Total: 1, Items: [inboxMessage(3, { Read: false })] } })
      .on(markPath, businessError(serverErrors.notFound.Number, serverErrors.notFound.Message))
      .on(countPath, { body: 1 });
    await openInbox();
    const row = within(await list()).getByRole('button', { name: /^Subject 3/ });
    await userEvent.click(row);
    await waitFor(() => expect(alertSpy).toHaveBeenCalled(), slow);
    expect(within(row).getByText('Unread')).toBeInTheDocument();
  });

  it('downloads an attachment through getfilecontent', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:file');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api
      .on(messagesPath, {
        body: {
          Start: 0,
          End: 1,
          Total: 1,
          Items: [inboxMessage(4, { Attachments: [{ Filename: 'scan.png', FileID: 'file-42' }] })],
        },
      })
      .on(endpoints.getFileContent.path, {
        body: { Data: btoa('hello'), MimeType: 'image/png', Filename: 'scan.png' },
      });
    await openInbox();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Subject 4/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download scan.png' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), slow);
    expect(api.bodies(endpoints.getFileContent.path)[0]).toMatchObject({ Identifier: 'file-42' });
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('image/png');
    expect(blob?.size).toBe(5);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('scan.png');
  });

  it('works from the keyboard: arrows move between rows, Enter selects', async () => {
    api.on(messagesPath, { body: messagesPage(0, 3, 3) });
    await openInbox();
    const rows = within(await list()).getAllByRole('button');
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(
      within(screen.getByRole('region', { name: 'Message details' })).getByRole('heading', {
        name: 'Subject 2',
      }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
  });
});

describe('mobile-app mode', () => {
  it('opens /inbox-item-detail with the message instead of the side detail', async () => {
    sessionStorage.setItem('isMobileApp', 'true');
    api.on(messagesPath, { body: messagesPage(0, 2, 2) }).on(markPath, { body: true });
    const { router } = await openInbox();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Subject 2/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox-item-detail'), slow);
    expect(router.state.location.state).toMatchObject({ message: { messageId: 'm2' } });
    expect(api.bodies(markPath)).toHaveLength(0);
  });
});
