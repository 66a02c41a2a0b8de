import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type Account } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

function account(overrides: Partial<Account> = {}): Account {
  return {
    PersonalDetails: {
      Title: 'Mr',
      FirstName: 'Alex',
      MiddleNames: '',
      Surname: 'Citizen',
      DateOfBirth: '01/02/1980',
    },
    ContactDetails: {
      EmailAddress: 'alex@example.com',
      MobileNumber: '0412345678',
      PhoneNumber: null,
      HomeAddressForDB: null,
      PostalAddressForDB: null,
    },
    HomeAddressEdit: '',
    PostalAddressEdit: '',
    AreAddressesSame: true,
    BankAccountDetails: null,
    BankDetailsCanEdit: true,
    BankDetailsVerified: true,
    Preferences: { SMS: true, Email: true },
    IsStateTrustee: false,
    ...overrides,
  };
}

const accountPath = endpoints.getAccount.path;
const verifyPath = endpoints.verifyBankDetails.path;
const banner = 'Verify your bank details to receive payments';

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

describe('claim home', () => {
  it('greets the claimant by first name under the Home title', async () => {
    api.on(accountPath, { body: account() });
    renderApp('/claim', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hi Alex' }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
  });

  it('links the six panels to their screens and shows the unread count on Inbox', async () => {
    api.on(accountPath, { body: account() });
    renderApp('/claim', { signedIn: true, unreadCount: 3 });
    const main = screen.getByRole('main');
    // The panels come with the account's answer, together with the greeting and the bank banner.
    const panels = within(await within(main).findByRole('list', {}, slow)).getAllByRole('link');
    expect(panels.map((link) => link.getAttribute('href'))).toEqual([
      '/inbox',
      '/services',
      '/reimbursementform',
      '/contactus',
      '/forms',
      '/account',
    ]);
    expect(panels.map((link) => link.querySelector('.claim-panel__title')?.textContent)).toEqual([
      'Inbox',
      'What we can pay for',
      'Claim reimbursement',
      'Send a message',
      'Send documents',
      'Personal details',
    ]);
    expect(within(panels[0]!).getByText('3 unread')).toBeInTheDocument();
    expect(within(panels[1]!).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('shows the claim number and date of accident on the page when nh=1 hides the header', async () => {
    api.on(accountPath, { body: account() });
    renderApp('/claim?nh=1', { signedIn: true });
    await screen.findByText('Hi Alex', {}, slow);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('12/34567')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('14/03/2025')).toBeInTheDocument();
  });

  it('shows no bank-details banner when the bank details are verified', async () => {
    api.on(accountPath, { body: account({ BankDetailsVerified: true }) });
    renderApp('/claim', { signedIn: true });
    await screen.findByText('Hi Alex', {}, slow);
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });

  it('closes the banner by asking the server to verify the bank details and reading the account again', async () => {
    api
      .on(accountPath, { body: account({ BankDetailsVerified: false }) }, { body: account() })
      .on(verifyPath, { body: true });
    renderApp('/claim', { signedIn: true });
    expect(await screen.findByText(banner, {}, slow)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /close/i }));

    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodies(verifyPath)).toEqual([{ AccessToken: 'test-token' }]), slow);
    await waitFor(() => expect(api.bodies(accountPath).length).toBeGreaterThanOrEqual(2), slow);
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('moves focus to the first panel when the banner is closed from the keyboard (issue 10 item 8)', async () => {
    api
      .on(accountPath, { body: account({ BankDetailsVerified: false }) }, { body: account() })
      .on(verifyPath, { body: true });
    renderApp('/claim', { signedIn: true });
    await screen.findByText(banner, {}, slow);
    screen.getByRole('button', { name: /close/i }).focus();

    await userEvent.keyboard('{Enter}');

    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /^Inbox/ })).toHaveFocus();
    await waitFor(() => expect(api.bodies(verifyPath)).toHaveLength(1), slow);
  });

  it('brings the banner back and alerts when the server refuses to verify', async () => {
    api
      .on(accountPath, { body: account({ BankDetailsVerified: false }) })
      .on(verifyPath, businessError(100, 'No bank details'));
    renderApp('/claim', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /close/i }, slow));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('No bank details\nError Code: 100'), slow);
    expect(await screen.findByText(banner, {}, slow)).toBeInTheDocument();
  });

  it('goes to the bank-details access code screen from the banner’s Verify action', async () => {
    api.on(accountPath, { body: account({ BankDetailsVerified: false }) });
    const { router } = renderApp('/claim', { signedIn: true });
    await screen.findByText(banner, {}, slow);

    await userEvent.click(screen.getByRole('link', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activationbankdetails'), slow);
    expect(api.bodies(verifyPath)).toEqual([]);
  });
});
