import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@portal/contract';
import { sessionStore } from '../../../../lib/session-store';
import { mockApi, type MockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { sentAnswer, sentItem, sentItemTypes, sentPage } from '../sent-items-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };
const sentPath = endpoints.getSentItems.path;

let api: MockApi;

beforeEach(() => {
  api = mockApi();
  api.on(endpoints.dropdownList.path, { body: { Items: sentItemTypes } });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const withFile = sentItem(1, {
  Time: '9:15 am',
  Date: '02/10/2026',
  SubjectMain: 'Medical certificate',
  SubjectOther: 'Certificate of capacity',
  Message: 'Sent from the portal, see www.example.org for details.',
  Files: [{ Filename: 'certificate.pdf', FileID: 'f1' }],
});

function openSentItems(path = '/sent-items') {
  return renderApp(path, { signedIn: true, state: { sentData: true } });
}

const list = () => screen.findByRole('list', { name: 'Sent items' }, slow);

describe('selecting a sent item on the web', () => {
  it('shows the detail: sent time, both subjects, claim number, linked text and downloadable files', async () => {
    api.on(sentPath, sentAnswer([withFile, sentItem(2)]));
    openSentItems();
    const row = within(await list()).getByRole('button', { name: /^Medical certificate/ });
    expect(screen.queryByRole('region', { name: 'Sent item details' })).not.toBeInTheDocument();

    await userEvent.click(row);

    const detail = screen.getByRole('region', { name: 'Sent item details' });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(
      within(detail).getByRole('heading', { level: 2, name: 'Medical certificate' }),
    ).toBeInTheDocument();
    expect(within(detail).getByText('Certificate of capacity')).toBeInTheDocument();
    expect(within(detail).getByText('Sent at 9:15 am on 02/10/2026')).toBeInTheDocument();
    expect(within(detail).getByText('Claim number')).toBeInTheDocument();
    expect(within(detail).getByText('12/34567')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: /www\.example\.org/ })).toHaveAttribute(
      'href',
      'https://www.example.org/',
    );
    expect(within(detail).getByRole('button', { name: 'Download certificate.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Select a message to view the details')).not.toBeInTheDocument();
  });

  it('shows "Received by TAC on {date}" once the provider has marked the item received, and nothing before', async () => {
    api.on(
      sentPath,
      sentAnswer([sentItem(1, { ReceivedDate: '03/10/2026' }), sentItem(2, { ReceivedDate: null })]),
    );
    openSentItems();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Request 1/ }));
    const detail = screen.getByRole('region', { name: 'Sent item details' });
    expect(within(detail).getByText(/Received by TAC on 03\/10\/2026/)).toBeInTheDocument();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Request 2/ }));
    expect(
      within(screen.getByRole('region', { name: 'Sent item details' })).queryByText(/Received by/),
    ).toBeNull();
  });

  it("shows a reimbursement's payment status once the provider has set it", async () => {
    const status = 'Payment status: paid $18.95 on 04/03/2026';
    api.on(
      sentPath,
      sentAnswer([sentItem(1, { PaymentStatus: status }), sentItem(2, { PaymentStatus: null })]),
    );
    openSentItems();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Request 1/ }));
    const region = () => screen.getByRole('region', { name: 'Sent item details' });
    expect(within(region()).getByText(status)).toBeInTheDocument();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Request 2/ }));
    expect(within(region()).queryByText(/Payment status/)).toBeNull();
  });

  it('downloads a sent file through getfilecontent with its name and type', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:file');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.on(sentPath, sentAnswer([withFile])).on(endpoints.getFileContent.path, {
      body: { Data: btoa('%PDF-1'), MimeType: 'application/pdf', Filename: 'certificate.pdf' },
    });
    openSentItems();
    await userEvent.click(within(await list()).getByRole('button', { name: /^Medical certificate/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Download certificate.pdf' }));

    await waitFor(() => expect(click).toHaveBeenCalled(), slow);
    expect(api.bodies(endpoints.getFileContent.path)[0]).toMatchObject({ Identifier: 'f1' });
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('certificate.pdf');
  });

  it('follows the row chosen among identical-looking items by its place in the list', async () => {
    const twin = { ...sentItem(3), SubjectMain: 'Same subject', SubjectOther: '' };
    api.on(
      sentPath,
      sentAnswer([
        { ...twin, Message: 'First text' },
        { ...twin, Message: 'Second text' },
      ]),
    );
    openSentItems();
    const rows = within(await list()).getAllByRole('button');

    await userEvent.click(rows[1]!);

    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    const detail = screen.getByRole('region', { name: 'Sent item details' });
    expect(within(detail).getByText('Second text')).toBeInTheDocument();
  });

  it('clears the selection when the filters change', async () => {
    api.on(sentPath, sentPage(0, 10, 10));
    openSentItems();
    await userEvent.click(within(await list()).getAllByRole('button')[0]!);
    expect(screen.getByRole('region', { name: 'Sent item details' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'In the last 7 days');

    await list();
    expect(screen.queryByRole('region', { name: 'Sent item details' })).not.toBeInTheDocument();
    expect(screen.getByText('Select a message to view the details')).toBeInTheDocument();
  });

  it('works by keyboard: arrow keys move between rows and Enter opens one', async () => {
    api.on(sentPath, sentPage(0, 3, 3));
    openSentItems();
    const rows = within(await list()).getAllByRole('button');
    const user = userEvent.setup();
    act(() => rows[0]!.focus());

    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');

    const detail = screen.getByRole('region', { name: 'Sent item details' });
    expect(within(detail).getByRole('heading', { level: 2, name: 'Request 2' })).toBeInTheDocument();
    expect(rows[1]).toHaveFocus();

    await user.tab();
    expect(rows[2]).toHaveFocus();
    await user.keyboard(' ');
    expect(
      within(screen.getByRole('region', { name: 'Sent item details' })).getByText('Message text 3'),
    ).toBeInTheDocument();
  });
});

describe('sent items below the 1000 px breakpoint', () => {
  it('shows the detail instead of the list, and Back to list returns to the chosen row', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    api.on(sentPath, sentPage(0, 3, 3));
    openSentItems();
    expect(screen.queryByText('Select a message to view the details')).not.toBeInTheDocument();
    const rows = within(await list()).getAllByRole('button');

    await userEvent.click(rows[1]!);

    const detail = screen.getByRole('region', { name: 'Sent item details' });
    expect(within(detail).getByRole('heading', { level: 2, name: 'Request 2' })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Sent items' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to list' }));

    expect(screen.queryByRole('region', { name: 'Sent item details' })).not.toBeInTheDocument();
    expect(rows[1]).toHaveFocus();
  });
});

describe('sent items in mobile-app mode', () => {
  it('opens /sent-item-detail with the item and the sent-data marker, and Back returns to the same list', async () => {
    sessionStore.setMobileApp(true);
    api.on(sentPath, sentAnswer([withFile, sentItem(2)]));
    const { router } = openSentItems();
    await list();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'In the last 7 days');
    await waitFor(() => expect(api.bodies(sentPath)).toHaveLength(2), slow);

    await userEvent.click(within(await list()).getByRole('button', { name: /^Medical certificate/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sent-item-detail'), slow);
    expect(router.state.location.state).toEqual({ sentData: true, item: withFile });
    await screen.findByRole('heading', { level: 1, name: 'Sent item' }, slow);
    const detail = screen.getByRole('region', { name: 'Sent item details' });
    expect(within(detail).getByText('Sent at 9:15 am on 02/10/2026')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Download certificate.pdf' })).toBeInTheDocument();

    await act(() => router.navigate(-1));

    await screen.findByRole('heading', { level: 1, name: 'Sent Items' }, slow);
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('7days');
    await list();
    expect(api.bodies(sentPath).at(-1)).toMatchObject({ DateRange: '7days' });
  });

  it('keeps nh=1 from the app wrapper on the detail page, so its header stays hidden', async () => {
    sessionStore.setMobileApp(true);
    api.on(sentPath, sentAnswer([withFile]));
    const { router } = openSentItems('/sent-items?nh=1');
    await userEvent.click(within(await list()).getByRole('button', { name: /^Medical certificate/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sent-item-detail'), slow);
    expect(router.state.location.search).toBe('?nh=1');
    await screen.findByRole('region', { name: 'Sent item details' }, slow);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends /sent-item-detail without an item back to the sent-items list', async () => {
    api.on(sentPath, sentAnswer([]));
    const { router } = openSentItems('/sent-item-detail');
    await screen.findByRole('heading', { level: 1, name: 'Sent Items' }, slow);
    expect(router.state.location.pathname).toBe('/sent-items');
  });
});
