import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, serverErrors } from '@portal/contract';
import { businessError, failNetwork, holdAnswers, mockApi, type MockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { sentItemTypes, sentPage } from '../sent-items-fixture';

/** Sent items before the first answer, after a failed first page, and the behaviour shared with the inbox. */

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };
const sentPath = endpoints.getSentItems.path;
const failedText = 'We could not load your sent items.';

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = mockApi();
  api.on(endpoints.dropdownList.path, { body: { Items: sentItemTypes } });
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSentItems(path = '/sent-items') {
  const view = renderApp(path, { signedIn: true, state: { sentData: true } });
  await screen.findByRole('heading', { level: 1, name: 'Sent Items' }, slow);
  return view;
}

const list = () => screen.findByRole('list', { name: 'Sent items' }, slow);

describe('sent items before the first answer', () => {
  it('shows the loading text and no counts until the first page arrives', async () => {
    api.on(sentPath, sentPage(0, 10, 12));
    const release = holdAnswers(sentPath);
    await openSentItems();
    expect(await screen.findByText('Loading sent items', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/^You have \d+ Sent Items$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByText('There are no sent items to display.')).not.toBeInTheDocument();

    release();

    expect(await screen.findByText('You have 12 Sent Items', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 10 of 12')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Loading sent items')).not.toBeInTheDocument();
  });
});

describe('sent items when the first page fails', () => {
  it('alerts, says the sent items could not be loaded instead of the empty text, and Try again loads them', async () => {
    api.on(sentPath, businessError(serverErrors.unexpected.Number, 'Reference: first'), sentPage(0, 3, 3));
    await openSentItems();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Reference: first\nError Code: 100'), slow);
    expect(await screen.findByText(failedText, {}, slow)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('There are no sent items to display.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^You have \d+ Sent Items$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(within(await list()).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByText('You have 3 Sent Items')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText(failedText)).not.toBeInTheDocument();
    expect(api.bodies(sentPath)[1]).toMatchObject({ Offset: 0, Amount: 10, RequestType: null });
    expect(document.activeElement).not.toBe(document.body);
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it('treats a network failure the same and alerts again when Try again fails too', async () => {
    api.on(sentPath, sentPage(0, 3, 3));
    failNetwork(sentPath, 2);
    await openSentItems();
    expect(await screen.findByText(failedText, {}, slow)).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(2), slow);
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('There are no sent items to display.')).not.toBeInTheDocument();
  });

  it('keeps the rows and shows no failure text when only Load more fails', async () => {
    api.on(sentPath, sentPage(0, 10, 25), businessError(100, 'Reference: more'));
    await openSentItems();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Reference: more\nError Code: 100'), slow);
    expect(within(await list()).getAllByRole('button')).toHaveLength(10);
    expect(screen.getByText('You have 25 Sent Items')).toBeInTheDocument();
    expect(screen.queryByText(failedText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('sent items behaviour shared with the inbox', () => {
  it('keeps the filters in its history entry, so Back from another page finds the same list', async () => {
    api.on(sentPath, sentPage(0, 3, 3)).on(endpoints.getMessages.path, {
      body: { Start: 0, End: 0, Total: 0, Items: [] },
    });
    const { router } = await openSentItems('/sent-items?nh=1');
    await list();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Date range' }),
      'In the last 30 days',
    );
    await waitFor(() => expect(api.bodies(sentPath)).toHaveLength(2), slow);
    // Same address, no new history entry.
    expect(router.state.location.search).toBe('?nh=1');
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow);
    await act(() => router.navigate(-1));

    await screen.findByRole('heading', { level: 1, name: 'Sent Items' }, slow);
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('30days');
    await list();
    expect(api.bodies(sentPath).at(-1)).toMatchObject({ DateRange: '30days' });
  });

  it('keeps only nh=1 on Back to Inbox and the Sent Items tab, which keeps the sent-data marker', async () => {
    api.on(sentPath, sentPage(0, 1, 1)).on(endpoints.getMessages.path, {
      body: { Start: 0, End: 0, Total: 0, Items: [] },
    });
    const { router } = await openSentItems('/sent-items?nh=1&utm=app');
    expect(screen.getByRole('link', { name: 'Back to Inbox' })).toHaveAttribute('href', '/inbox?nh=1');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, slow);
    expect(router.state.location.search).toBe('?nh=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Sent Items' }));
    await screen.findByRole('heading', { level: 1, name: 'Sent Items' }, slow);
    expect(router.state.location.search).toBe('?nh=1');
    expect(router.state.location.state).toEqual({ sentData: true });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps nh=1 when /sent-item-detail without an item goes back to the list', async () => {
    api.on(sentPath, sentPage(0, 1, 1));
    const { router } = await openSentItems('/sent-item-detail?nh=1');
    expect(router.state.location.pathname).toBe('/sent-items');
    expect(router.state.location.search).toBe('?nh=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
