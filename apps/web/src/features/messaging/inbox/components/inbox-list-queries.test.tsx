import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, serverErrors } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { messagesPage } from '../inbox-fixture';

/** Paging, search and date range of the inbox list (spec part 2 §2, §4; RESOLUTIONS.md). */

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };
const messagesPath = endpoints.getMessages.path;
const markPath = endpoints.markAsRead.path;

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

describe('inbox paging (RESOLUTIONS.md "load more")', () => {
  it('asks for Offset 0 / Amount 10 first, then Offset = End and Amount = End + 10', async () => {
    api.on(
      messagesPath,
      { body: messagesPage(0, 10, 25) },
      { body: messagesPage(10, 20, 25) },
      { body: messagesPage(20, 25, 25) },
    );
    await openInbox();
    await list();
    expect(api.bodies(messagesPath)[0]).toMatchObject({
      Offset: 0,
      Amount: 10,
      Search: '',
      DateRange: 'any',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 1 - 20 of 25', {}, slow)).toBeInTheDocument();
    expect(api.bodies(messagesPath)[1]).toMatchObject({ Offset: 10, Amount: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 1 - 25 of 25', {}, slow)).toBeInTheDocument();
    expect(api.bodies(messagesPath)[2]).toMatchObject({ Offset: 20, Amount: 30 });
    expect(within(await list()).getAllByRole('button')).toHaveLength(25);
    // End >= Total: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('ends the busy state and alerts the error when Load more fails, keeping the rows', async () => {
    api.on(
      messagesPath,
      { body: messagesPage(0, 10, 25) },
      businessError(serverErrors.unexpected.Number, 'Reference: abc'),
    );
    await openInbox();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Reference: abc\nError Code: 100'), slow);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('load-more-busy')).not.toBeInTheDocument();
    expect(within(await list()).getAllByRole('button')).toHaveLength(10);
  });

  it('alerts when the first page fails', async () => {
    api.on(messagesPath, businessError(serverErrors.unexpected.Number, 'Reference: xyz'));
    await openInbox();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Reference: xyz\nError Code: 100'), slow);
  });
});

describe('inbox search and date range', () => {
  it('sends the trimmed search and starts again from the first page', async () => {
    api.on(messagesPath, { body: messagesPage(0, 10, 25) }, { body: messagesPage(0, 2, 2) });
    await openInbox();
    await list();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  payment ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1 - 2 of 2', {}, slow)).toBeInTheDocument();
    expect(api.bodies(messagesPath)[1]).toMatchObject({ Offset: 0, Amount: 10, Search: 'payment' });
    // The count keeps the whole inbox (issue 10 item 10); "Showing" counts the matches.
    expect(screen.getByText('You have 25 messages')).toBeInTheDocument();
  });

  it('offers the five ranges and sends a fixed range at once', async () => {
    api.on(messagesPath, { body: messagesPage(0, 3, 3) });
    await openInbox();
    await list();
    const range = screen.getByRole('combobox', { name: 'Date range' });
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'In the last 7 days', 'In the last 30 days', 'In the last 6 months', 'Custom']);
    await userEvent.selectOptions(range, 'In the last 30 days');
    await waitFor(() => expect(api.bodies(messagesPath)).toHaveLength(2), slow);
    expect(api.bodies(messagesPath)[1]).toMatchObject({ Offset: 0, Amount: 10, DateRange: '30days' });
    await userEvent.selectOptions(range, 'In the last 6 months');
    await waitFor(() => expect(api.bodies(messagesPath)).toHaveLength(3), slow);
    expect(api.bodies(messagesPath)[2]).toMatchObject({ DateRange: '6months' });
  });

  it('sends custom dates only when Apply is pressed with a valid range', async () => {
    api.on(messagesPath, { body: messagesPage(0, 3, 3) });
    await openInbox();
    await list();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Custom');
    expect(api.bodies(messagesPath)).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01/02/2025');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '28/02/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.bodies(messagesPath)).toHaveLength(2), slow);
    expect(api.bodies(messagesPath)[1]).toMatchObject({
      Offset: 0,
      Amount: 10,
      DateRange: 'custom',
      StartDate: '01/02/2025',
      EndDate: '28/02/2025',
    });
  });

  it('refuses a start date after the end date with the server text and sends nothing', async () => {
    api.on(messagesPath, { body: messagesPage(0, 3, 3) });
    await openInbox();
    await list();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Custom');
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '10/03/2025');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '09/03/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText('The start date must be on or before the end date')).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies(messagesPath)).toHaveLength(1);
  });
});

describe('inbox filters in app mode', () => {
  it('keeps the search when coming back from the message page', async () => {
    sessionStorage.setItem('isMobileApp', 'true');
    api.on(messagesPath, { body: messagesPage(0, 2, 2) }).on(markPath, { body: true });
    const { router } = await openInbox();
    await list();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'letter');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.bodies(messagesPath)).toHaveLength(2), slow);
    await userEvent.click(within(await list()).getByRole('button', { name: /^Subject 1/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox-item-detail'), slow);
    await router.navigate(-1);
    expect(await screen.findByRole('searchbox', { name: 'Search' }, slow)).toHaveValue('letter');
    await waitFor(() => expect(api.bodies(messagesPath).at(-1)).toMatchObject({ Search: 'letter' }), slow);
  });
});
