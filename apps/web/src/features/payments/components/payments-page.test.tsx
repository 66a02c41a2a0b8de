import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@portal/contract';
import { mockApi, type MockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { lastYear, summary, thisYear } from '../payments-fixture';

const slow = { timeout: 5_000 };

let api: MockApi;
let click: ReturnType<typeof vi.spyOn>;
const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  api = mockApi()
    .on(endpoints.getPayments.path, { body: thisYear })
    .on(endpoints.getPaymentSummary.path, { body: summary })
    .on(endpoints.getFileContent.path, {
      body: {
        Data: btoa('%PDF-1.4'),
        MimeType: 'application/pdf',
        Filename: 'Remittance advice 22-02-2026.pdf',
      },
    });
  URL.createObjectURL = vi.fn(() => 'blob:remittance');
  URL.revokeObjectURL = vi.fn();
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  URL.createObjectURL = saved.create;
  URL.revokeObjectURL = saved.revoke;
});

describe('Payments page (issue 32)', () => {
  it('shows the current year, its total in a status line, upcoming and made payments in words', async () => {
    renderApp('/payments', { signedIn: true });
    const select = await screen.findByRole('combobox', { name: 'Financial year' }, slow);
    expect(select).toHaveValue('2025');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025–26 (July 2025–June 2026)', '2024–25 (July 2024–June 2025)']);
    // The total is a status line: announced when the year changes.
    expect(screen.getByText('Paid in 2025–26: $1,382.85')).toHaveAttribute('role', 'status');
    const upcoming = screen.getByRole('heading', { level: 2, name: 'Upcoming payments' });
    const made = screen.getByRole('heading', { level: 2, name: 'Payments made' });
    expect(upcoming.compareDocumentPosition(made) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Upcoming soonest first, although the server lists the year latest first.
    expect(screen.getAllByText(/^Scheduled for /).map((line) => line.textContent)).toEqual([
      'Scheduled for 08/03/2026',
      'Scheduled for 22/03/2026',
    ]);
    expect(screen.getByText('Paid on 22/02/2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: 'Income support $1,234.50' })).toHaveLength(3);
    expect(screen.getAllByText('Paid to account •••••726')).toHaveLength(2);
    // The call asked for the server's current year.
    expect(api.bodies(endpoints.getPayments.path)[0]).not.toHaveProperty('FinancialYear');
  });

  it('asks for another year when the select changes, and shows its empty states in words', async () => {
    api.on(endpoints.getPayments.path, { body: thisYear }, { body: lastYear });
    renderApp('/payments', { signedIn: true });
    const select = await screen.findByRole('combobox', { name: 'Financial year' }, slow);
    await userEvent.selectOptions(select, '2024');
    await waitFor(() => expect(screen.getByText('Paid in 2024–25: $86.20')).toBeInTheDocument());
    expect(api.bodies(endpoints.getPayments.path).at(-1)).toMatchObject({ FinancialYear: 2024 });
    expect(screen.getByText('No payments are scheduled in this financial year.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Other payment $86.20' })).toBeInTheDocument();
    expect(select).toHaveFocus();
  });

  it('says so in words when a year has no payments at all', async () => {
    api.on(endpoints.getPayments.path, {
      body: { FinancialYear: 2026, Years: [2026], Items: [], TotalPaid: 0 },
    });
    renderApp('/payments', { signedIn: true });
    expect(
      await screen.findByText('No payments are scheduled in this financial year.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('No payments were made in this financial year.')).toBeInTheDocument();
    expect(screen.getByText('Paid in 2026–27: $0.00')).toBeInTheDocument();
  });

  it('downloads a remittance advice through getfilecontent, by keyboard', async () => {
    renderApp('/payments', { signedIn: true });
    const [button] = await screen.findAllByRole('button', { name: /^Remittance advice/ }, slow);
    expect(button).toHaveAccessibleName('Remittance advice (PDF) for the payment of 22/02/2026');
    button!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.bodies(endpoints.getFileContent.path)[0]).toMatchObject({ Identifier: 'file-remittance' });
  });

  it("links a reimbursement's payment to the sent item it pays", async () => {
    renderApp('/payments', { signedIn: true });
    const link = await screen.findByRole('link', { name: 'See the reimbursement you sent' }, slow);
    await userEvent.click(link);
    expect(await screen.findByText('Pharmacy receipts.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the payment of this reimbursement' })).toHaveAttribute(
      'href',
      '/payments?year=2025&payment=pay-reimbursement',
    );
  });

  it("opens on a linked payment's year and puts the focus on it", async () => {
    renderApp('/payments?year=2025&payment=pay-reimbursement', { signedIn: true });
    await waitFor(
      () => expect(document.activeElement).toHaveAttribute('id', 'payment-pay-reimbursement'),
      slow,
    );
    expect(api.bodies(endpoints.getPayments.path)[0]).toMatchObject({ FinancialYear: 2025 });
  });
});

describe("claim home's payments summary (issue 32)", () => {
  it('shows the next and the last payment below the panels, and links to Payments', async () => {
    renderApp('/claim', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Payments' }, slow);
    expect(within(section).getByRole('heading', { level: 3, name: 'Next payment' })).toBeInTheDocument();
    expect(within(section).getByText('Scheduled for 08/03/2026')).toBeInTheDocument();
    expect(within(section).getByText('Paid on 22/02/2026')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all payments' })).toHaveAttribute(
      'href',
      '/payments',
    );
  });

  it('says so in words when there is no next or last payment', async () => {
    api.on(endpoints.getPaymentSummary.path, { body: { Next: null, Last: null } });
    renderApp('/claim', { signedIn: true });
    expect(await screen.findByText('No payment is scheduled.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('No payment has been made yet.')).toBeInTheDocument();
  });

  it('keeps nh=1 on its link in the mobile app', async () => {
    renderApp('/claim?nh=1', { signedIn: true });
    const link = await screen.findByRole('link', { name: 'See all payments' }, slow);
    expect(link).toHaveAttribute('href', '/payments?nh=1');
  });
});
