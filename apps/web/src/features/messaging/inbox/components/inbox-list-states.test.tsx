import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, serverErrors } from '@portal/contract';
import { businessError, failNetwork, holdAnswers, mockApi, type MockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { messagesPage } from '../inbox-fixture';
import { sentItemTypes, sentPage } from '../../sent-items/sent-items-fixture';

/** The inbox before its first answer, after a failed first page, and the behaviour it shares with sent items. */

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };
const messagesPath = endpoints.getMessages.path;
const failedText = 'We could not load your messages.';

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

async function openInbox(path = '/inbox') {
  const view = renderApp(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow);
  return view;
}

const list = () => screen.findByRole('list', { name: 'Messages' }, slow);

describe('inbox before the first answer', () => {
  it('shows the loading text and no counts until the first page arrives', async () => {
    api.on(messagesPath, { body: messagesPage(0, 10, 12) });
    const release = holdAnswers(messagesPath);
    await openInbox();
    expect(await screen.findByText('Loading messages', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/^You have \d+ messages$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByText('There are no messages to display.')).not.toBeInTheDocument();

    release();

    expect(await screen.findByText('You have 12 messages', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 10 of 12')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Loading messages')).not.toBeInTheDocument();
  });
});

describe('inbox when the first page fails', () => {
  it('alerts, says the messages could not be loaded instead of the empty text, and Try again loads them', async () => {
    api.on(messagesPath, businessError(serverErrors.unexpected.Number, 'Reference: first'), {
      body: messagesPage(0, 3, 3),
    });
    await openInbox();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Reference: first\nError Code: 100'), slow);
    expect(await screen.findByText(failedText, {}, slow)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('There are no messages to display.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^You have \d+ messages$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(within(await list()).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByText('You have 3 messages')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText(failedText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.bodies(messagesPath)).toHaveLength(2);
    expect(api.bodies(messagesPath)[1]).toMatchObject({ Offset: 0, Amount: 10 });
    // Focus stayed in the list area instead of falling back to the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it('treats a network failure the same and alerts again when Try again fails too', async () => {
    api.on(messagesPath, { body: messagesPage(0, 3, 3) });
    failNetwork(messagesPath, 2);
    await openInbox();
    expect(await screen.findByText(failedText, {}, slow)).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(2), slow);
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument();
    expect(screen.getByText(failedText)).toBeInTheDocument();
    expect(screen.queryByText('There are no messages to display.')).not.toBeInTheDocument();
  });

  it('keeps the rows and shows no failure text when only Load more fails', async () => {
    api.on(
      messagesPath,
      { body: messagesPage(0, 10, 25) },
      businessError(serverErrors.unexpected.Number, 'Reference: more'),
    );
    await openInbox();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Reference: more\nError Code: 100'), slow);
    expect(within(await list()).getAllByRole('button')).toHaveLength(10);
    expect(screen.getByText('You have 25 messages')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 10 of 25')).toBeInTheDocument();
    expect(screen.queryByText(failedText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('inbox behaviour shared with sent items', () => {
  it('clears the selection when the filters change', async () => {
    api.on(messagesPath, { body: messagesPage(0, 3, 3) });
    await openInbox();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Subject 2/ }));
    expect(screen.getByRole('region', { name: 'Message details' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'In the last 7 days');

    await waitFor(() => expect(api.bodies(messagesPath)).toHaveLength(2), slow);
    await list();
    expect(screen.queryByRole('region', { name: 'Message details' })).not.toBeInTheDocument();
    expect(screen.getByText('Select a message to view the details')).toBeInTheDocument();
  });

  it('keeps nh=1 from the app wrapper on /inbox-item-detail, so its header stays hidden', async () => {
    sessionStorage.setItem('isMobileApp', 'true');
    api.on(messagesPath, { body: messagesPage(0, 2, 2) }).on(endpoints.markAsRead.path, { body: true });
    const { router } = await openInbox('/inbox?nh=1');
    await userEvent.click(within(await list()).getByRole('button', { name: /^Subject 1/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox-item-detail'), slow);
    expect(router.state.location.search).toBe('?nh=1');
    await screen.findByRole('region', { name: 'Message details' }, slow);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps only nh=1 on View Sent Items and the tabs, with the sent-data marker', async () => {
    api
      .on(messagesPath, { body: messagesPage(0, 1, 1) })
      .on(endpoints.getSentItems.path, sentPage(0, 1, 1))
      .on(endpoints.dropdownList.path, { body: { Items: sentItemTypes } });
    const { router } = await openInbox('/inbox?nh=1&utm=app');
    const tabs = within(screen.getByRole('navigation', { name: 'Messages' }));
    expect(tabs.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox?nh=1');
    expect(tabs.getByRole('link', { name: 'Sent Items' })).toHaveAttribute('href', '/sent-items?nh=1');

    await userEvent.click(screen.getByRole('link', { name: 'View Sent Items' }));
    await screen.findByRole('heading', { level: 1, name: 'Sent Items' }, slow);
    expect(router.state.location.search).toBe('?nh=1');
    expect(router.state.location.state).toEqual({ sentData: true });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow);
    expect(router.state.location.search).toBe('?nh=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps nh=1 when /inbox-item-detail without a message goes back to the inbox', async () => {
    api.on(messagesPath, { body: messagesPage(0, 1, 1) });
    const { router } = renderApp('/inbox-item-detail?nh=1', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow);
    expect(router.state.location.pathname).toBe('/inbox');
    expect(router.state.location.search).toBe('?nh=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
