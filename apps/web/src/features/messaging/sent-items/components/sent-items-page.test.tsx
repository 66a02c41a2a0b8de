import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../../test/mock-api';
import { claimA, claimB, renderApp } from '../../../../test/render-app';
import { sentAnswer, sentItem, sentItemTypes, sentPage } from '../sent-items-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };
const sentPath = endpoints.getSentItems.path;
const listPath = endpoints.dropdownList.path;

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = mockApi();
  api.on(listPath, { body: { Items: sentItemTypes } });
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSentItems(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/sent-items', { signedIn: true, state: { sentData: true }, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Sent Items' }, slow);
  return view;
}

const list = () => screen.findByRole('list', { name: 'Sent items' }, slow);
/** The paging and filter fields of every getsentitems body so far. */
const sent = () =>
  api.bodies(sentPath).map(({ AccessToken: _token, ...rest }) => rest as Record<string, unknown>);

describe('sent items page texts (spec part 2 §2 "Sent items")', () => {
  it('shows the tabs, Send a message, the counts, Back to Inbox and the no-selection text', async () => {
    api.on(sentPath, sentPage(0, 10, 12));
    await openSentItems();
    const tabs = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(tabs).getByRole('link', { name: 'Sent Items' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/contactus');
    expect(await screen.findByText('You have 12 Sent Items', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Inbox' })).toHaveAttribute('href', '/inbox');
    expect(screen.getByText('Select a message to view the details')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Date range' })).toBeInTheDocument();
    expect(within(await list()).getAllByRole('button')).toHaveLength(10);
  });

  it('shows each row with time and date, attachment marker, both subjects and the cut preview', async () => {
    const long = 'x'.repeat(70);
    api.on(
      sentPath,
      sentAnswer([
        sentItem(1, {
          Time: '9:15 am',
          Date: '02/10/2026',
          SubjectMain: 'Medical certificate',
          SubjectOther: 'Certificate of capacity',
          Message: long,
          Files: [{ Filename: 'certificate.pdf', FileID: 'f1' }],
        }),
        sentItem(2, { SubjectMain: 'Enquiry', SubjectOther: '', Message: 'Short note' }),
      ]),
    );
    await openSentItems();
    const [first, second] = within(await list()).getAllByRole('button');
    expect(first).toHaveAccessibleName(/^Medical certificate Certificate of capacity/);
    expect(first).toHaveTextContent('9:15 am 02/10/2026');
    expect(first).toHaveTextContent(`${'x'.repeat(67)}…`);
    expect(first).not.toHaveTextContent('x'.repeat(68));
    expect(first).toHaveTextContent('Has attachments');
    expect(second).toHaveAccessibleName(/^Enquiry Short note/);
    expect(second).not.toHaveTextContent('Has attachments');
    expect(second).not.toHaveTextContent('Unread');
  });

  it('shows the empty text and "Showing 0 - 0 of 0" without sent items', async () => {
    api.on(sentPath, sentAnswer([]));
    await openSentItems();
    expect(await screen.findByText('There are no sent items to display.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('You have 0 Sent Items')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sent items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('points to Switch Claim only when the claimant has several claims', async () => {
    api.on(sentPath, sentAnswer([]));
    const note = 'You have more than one claim. Use Switch Claim to see messages for another claim.';
    const first = await openSentItems({ claims: [claimA] });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    first.unmount();
    await openSentItems({ claims: [claimA, claimB] });
    expect(screen.getByText(note)).toBeInTheDocument();
  });
});

describe('sent items Filter', () => {
  it('offers All Documents, then each request type with its children indented by two non-breaking spaces', async () => {
    api.on(sentPath, sentAnswer([]));
    await openSentItems();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(7), slow);
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Documents',
      'Enquiries',
      '\u00a0\u00a0General enquiry',
      'Documents',
      '\u00a0\u00a0Medical certificates',
      '\u00a0\u00a0Invoices',
      'Reimbursements',
    ]);
    expect(filter).toHaveValue('');
    expect(api.bodies(listPath)[0]).toMatchObject({ ListType: 'SentItemTypes' });
  });

  it('sends the chosen type as RequestType from Offset 0: All Documents as null, then a child and a parent', async () => {
    api.on(sentPath, sentPage(0, 10, 30));
    await openSentItems();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(7), slow);

    await userEvent.selectOptions(filter, '6');
    await waitFor(() => expect(sent()).toHaveLength(2), slow);
    await userEvent.selectOptions(filter, '5');
    await waitFor(() => expect(sent()).toHaveLength(3), slow);

    expect(sent()).toEqual([
      { Offset: 0, Amount: 10, Search: '', DateRange: 'any', RequestType: null },
      { Offset: 0, Amount: 10, Search: '', DateRange: 'any', RequestType: 6 },
      { Offset: 0, Amount: 10, Search: '', DateRange: 'any', RequestType: 5 },
    ]);
    expect(filter).toHaveValue('5');
  });
});

describe('sent items search and date range', () => {
  it('searches with the trimmed text, keeping the chosen Filter, from Offset 0', async () => {
    api.on(sentPath, sentPage(0, 10, 30));
    await openSentItems();
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(7), slow);
    await userEvent.selectOptions(filter, '2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  invoice ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent()).toHaveLength(3), slow);
    expect(sent()[2]).toEqual({ Offset: 0, Amount: 10, Search: 'invoice', DateRange: 'any', RequestType: 2 });
  });

  it('sends a fixed range at once and custom dates on Apply', async () => {
    api.on(sentPath, sentPage(0, 10, 30));
    await openSentItems();
    await list();
    const range = screen.getByRole('combobox', { name: 'Date range' });
    await userEvent.selectOptions(range, 'In the last 30 days');
    await waitFor(() => expect(sent()).toHaveLength(2), slow);
    expect(sent()[1]).toMatchObject({ Offset: 0, DateRange: '30days', RequestType: null });
    expect(sent()[1]).not.toHaveProperty('StartDate');

    await userEvent.selectOptions(range, 'Custom');
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01/09/2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '30/09/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent()).toHaveLength(3), slow);
    expect(sent()[2]).toEqual({
      Offset: 0,
      Amount: 10,
      Search: '',
      DateRange: 'custom',
      StartDate: '01/09/2026',
      EndDate: '30/09/2026',
      RequestType: null,
    });
  });
});

describe('sent items Load more (spec part 2 §4)', () => {
  it('asks for Offset = End and Amount 10, appends the rows and disappears at the end', async () => {
    api.on(sentPath, sentPage(0, 10, 25), sentPage(10, 20, 25), sentPage(20, 25, 25));
    await openSentItems();
    await list();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 1 - 20 of 25', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 1 - 25 of 25', {}, slow);

    expect(within(await list()).getAllByRole('button')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sent().map(({ Offset, Amount }) => ({ Offset, Amount }))).toEqual([
      { Offset: 0, Amount: 10 },
      { Offset: 10, Amount: 10 },
      { Offset: 20, Amount: 10 },
    ]);
  });

  it('keeps the rows, alerts the error and ends the busy state when a load more fails', async () => {
    api.on(sentPath, sentPage(0, 10, 25), businessError(100, 'Reference: req-1'));
    await openSentItems();
    await list();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Reference: req-1\nError Code: 100'), slow);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('load-more-busy')).not.toBeInTheDocument();
    expect(within(await list()).getAllByRole('button')).toHaveLength(10);
    expect(screen.getByText('Showing 1 - 10 of 25')).toBeInTheDocument();
  });
});
