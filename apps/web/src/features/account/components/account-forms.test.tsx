import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeType, endpoints, messages, type Account } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { getSecureUpdateToken, setSecureUpdateToken } from '../../../lib/secure-update-token';
import { makeAccount, withContact } from '../account-fixture';

const t = messages.myDetails;
const f = messages.fields;

/** Save is unavailable but reachable, saying why (issue 30 item 4), or available. */
function expectUnavailable(button: HTMLElement) {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription(/to save\.$/);
}
function expectAvailable(button: HTMLElement) {
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(button).toBeEnabled();
}
let api: MockApi;

beforeEach(() => {
  api = mockApi().on(endpoints.checkMaintenanceMessage.path, { body: [] });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

function openAccount(account: Account = makeAccount(), state?: unknown) {
  api.on(endpoints.getAccount.path, { body: account });
  return renderApp('/account', { signedIn: true, state });
}
async function openContactEdit(account?: Account) {
  const view = openAccount(account);
  await userEvent.click(await screen.findByRole('button', { name: `${t.edit} ${t.sections.contact}` }));
  return view;
}
const save = () => screen.getByRole('button', { name: t.save });

describe('contact details edit', () => {
  it('keeps Save disabled until something changes', async () => {
    await openContactEdit();
    expectUnavailable(save());
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '98765433');
    await waitFor(() => expectAvailable(save()));
  });

  it('asks for the number once an area code is given, and for the area code once a number is', async () => {
    await openContactEdit(makeAccount(withContact({ PhoneNumber: null })));
    await userEvent.type(screen.getByLabelText('Area code'), '03');
    await userEvent.tab();
    expect(await screen.findByText(f.phone.number)).toBeInTheDocument();
    expectUnavailable(save());
    await userEvent.clear(screen.getByLabelText('Area code'));
    await userEvent.type(screen.getByLabelText('Phone number'), '98765432');
    await userEvent.tab();
    expect(await screen.findByText('Area Code*')).toBeInTheDocument();
    expect(screen.queryByText(f.phone.number)).not.toBeInTheDocument();
  });

  it('requires a home address and a postal address unless it is the same as home', async () => {
    await openContactEdit();
    const home = screen.getByRole('combobox', { name: 'Home address' });
    await userEvent.type(home, 'x');
    await userEvent.tab();
    expect(await screen.findByText('Home address required.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(t.postalSameAsHome));
    await userEvent.click(screen.getByRole('combobox', { name: 'Postal address' }));
    await userEvent.tab();
    expect(await screen.findByText('Postal address required.')).toBeInTheDocument();
    expectUnavailable(save());
  });

  it('saves with the fixed international code and opens the updated page', async () => {
    api.on(endpoints.updateContactDetails.path, { body: true });
    const { router } = await openContactEdit();
    await userEvent.clear(screen.getByLabelText('Area code'));
    await userEvent.type(screen.getByLabelText('Area code'), '02');
    await waitFor(() => expectAvailable(save()));
    await userEvent.click(save());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/accountupdated/contact-details/success'),
    );
    expect(await screen.findByText('Your contact details have been updated')).toBeInTheDocument();
    const [body] = api.bodies(endpoints.updateContactDetails.path);
    expect(body).toMatchObject({
      AccessToken: 'test-token',
      PhoneNumber: { IntlNumber: '61', AreaCode: '02', Number: '98765432' },
      AreAddressesSame: true,
      PostalAddressForDB: null,
      EmailAddress: 'alex@example.com',
    });
  });

  it('shows the failure toast when the save fails', async () => {
    api.on(endpoints.updateContactDetails.path, businessError(163, 'Your contact details failed to save'));
    await openContactEdit();
    await userEvent.clear(screen.getByLabelText('Area code'));
    await userEvent.type(screen.getByLabelText('Area code'), '02');
    await waitFor(() => expectAvailable(save()));
    await userEvent.click(save());
    expect(await screen.findByText('Your contact details failed to save')).toHaveAttribute('role', 'status');
  });
});

describe('e-mail edit', () => {
  it('sends the secure token with isSecureUpdate and opens the updated page', async () => {
    api.on(endpoints.updateContactDetails.path, { body: true });
    setSecureUpdateToken({ AccessToken: 'secure-1', CodeType: CodeType.Email });
    const { router } = openAccount(makeAccount(), { openEdit: 'email' });
    const input = await screen.findByLabelText('Email address');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(await screen.findByText(f.email.incorrect)).toBeInTheDocument();
    await userEvent.type(input, 'alex@example.org');
    await userEvent.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountupdated/email-address/success'));
    expect(api.bodies(endpoints.updateContactDetails.path)[0]).toMatchObject({
      AccessToken: 'secure-1',
      isSecureUpdate: true,
      EmailAddress: 'alex@example.org',
      MobileNumber: '0412345678',
    });
    expect(getSecureUpdateToken()).toBeNull();
  });
});

describe('bank details edit', () => {
  async function openBankEdit() {
    setSecureUpdateToken({ AccessToken: 'secure-1', CodeType: CodeType.Bank });
    const view = openAccount(makeAccount(), { openEdit: 'bank' });
    await screen.findByLabelText('BSB');
    return view;
  }

  it('marks an unknown BSB invalid and clears the bank name', async () => {
    api.on(endpoints.verifyBsb.path, { body: { BankName: '' } });
    await openBankEdit();
    expect(screen.getByLabelText('Bank name')).toHaveValue('Commonwealth Bank');
    expect(screen.getByLabelText('Bank name')).toHaveAttribute('readonly');
    await userEvent.clear(screen.getByLabelText('BSB'));
    await userEvent.type(screen.getByLabelText('BSB'), '999999');
    await userEvent.tab();
    expect(await screen.findByText(f.bank.bsb)).toBeInTheDocument();
    expect(screen.getByLabelText('Bank name')).toHaveValue('');
    expect(api.bodies(endpoints.verifyBsb.path).at(-1)).toMatchObject({ Bsb: '999-999' });
  });

  it('fills the bank name of a known BSB', async () => {
    api.on(endpoints.verifyBsb.path, { body: { BankName: 'Westpac' } });
    await openBankEdit();
    await userEvent.clear(screen.getByLabelText('BSB'));
    await userEvent.type(screen.getByLabelText('BSB'), '032-000');
    await waitFor(() => expect(screen.getByLabelText('Bank name')).toHaveValue('Westpac'));
  });

  it("does not offer a card holder's name for the account name, nor autofill the account number", async () => {
    await openBankEdit();
    // A bank account's holder is not a card's: "cc-name" made browsers offer saved card names (issue 30
    // item 8), and no autofill token names an account holder or number.
    expect(screen.getByLabelText('Account name')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('Account number')).toHaveAttribute('autocomplete', 'off');
  });

  it('checks the account name and number', async () => {
    await openBankEdit();
    await userEvent.clear(screen.getByLabelText('Account name'));
    await userEvent.type(screen.getByLabelText('Account name'), '   ');
    await userEvent.type(screen.getByLabelText('Account number'), '12345');
    await userEvent.tab();
    expect(await screen.findByText(f.bank.accountName)).toBeInTheDocument();
    expect(screen.getByText(f.bank.accountNumber)).toBeInTheDocument();
    expectUnavailable(save());
  });

  it('saves with the secure token, drops it and opens the updated page', async () => {
    api.on(endpoints.updateBankAccountDetails.path, { body: true });
    const { router } = await openBankEdit();
    await userEvent.type(screen.getByLabelText('Account number'), '123456789');
    await waitFor(() => expectAvailable(save()));
    await userEvent.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountupdated/bank-details/success'));
    expect(await screen.findByText('Your bank account details have been updated')).toBeInTheDocument();
    expect(api.bodies(endpoints.updateBankAccountDetails.path)[0]).toMatchObject({
      AccessToken: 'secure-1',
      Bsb: '063-000',
      AccountName: 'Alex Citizen',
      AccountNumber: '123456789',
    });
    expect(getSecureUpdateToken()).toBeNull();
  });

  it('shows the failure toast when the bank details fail to send', async () => {
    api.on(endpoints.updateBankAccountDetails.path, businessError(100));
    await openBankEdit();
    await userEvent.type(screen.getByLabelText('Account number'), '123456789');
    await waitFor(() => expectAvailable(save()));
    await userEvent.click(save());
    expect(await screen.findByText(t.toasts.bankFailed)).toHaveAttribute('role', 'status');
  });
});

describe('preferences', () => {
  const prefs = async () => within(await screen.findByRole('region', { name: t.sections.preferences }));

  it('saves a toggle at once', async () => {
    api.on(endpoints.updatePreferences.path, { body: true });
    openAccount();
    await userEvent.click((await prefs()).getByLabelText(t.preferences.sms));
    await waitFor(() =>
      expect(api.bodies(endpoints.updatePreferences.path)[0]).toMatchObject({ SMS: false, Email: true }),
    );
    expect((await prefs()).getByLabelText(t.preferences.sms)).not.toBeChecked();
  });

  it('never lets the last channel be turned off', async () => {
    openAccount(makeAccount({ Preferences: { SMS: false, Email: true } }));
    expect((await prefs()).getByLabelText(t.preferences.email)).toBeDisabled();
    expect((await prefs()).getByLabelText(t.preferences.sms)).toBeEnabled();
  });

  it('is read-only with a warning without a mobile number', async () => {
    openAccount(makeAccount(withContact({ MobileNumber: '' })));
    const section = await prefs();
    expect(section.getByLabelText(t.preferences.sms)).toBeDisabled();
    expect(section.getByLabelText(t.preferences.email)).toBeDisabled();
    expect(section.getByText(t.preferences.mobileMissing)).toBeInTheDocument();
  });

  it('is read-only with a warning without an e-mail address', async () => {
    openAccount(makeAccount(withContact({ EmailAddress: '' })));
    const section = await prefs();
    expect(section.getByLabelText(t.preferences.sms)).toBeDisabled();
    expect(section.getByText(t.preferences.emailMissing)).toBeInTheDocument();
  });
});

describe('stand-alone edit screens', () => {
  it('shows the contact details form on /contact-details and goes back on cancel', async () => {
    api.on(endpoints.getAccount.path, { body: makeAccount() });
    const { router } = renderApp('/claim', { signedIn: true });
    await router.navigate('/contact-details');
    expect(await screen.findByLabelText('Area code')).toHaveValue('03');
    const form = screen.getByLabelText('Area code').closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/claim'));
  });

  it('sends /bank-details to the access code screen without a bank secure token', async () => {
    api.on(endpoints.getAccount.path, { body: makeAccount() });
    const { router } = renderApp('/bank-details', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/activationaccountdetails'));
    expect(router.state.location.state).toEqual({ codeType: CodeType.Bank });
  });

  it('shows the bank form on /bank-details with a bank secure token', async () => {
    setSecureUpdateToken({ AccessToken: 'secure-1', CodeType: CodeType.Bank });
    api.on(endpoints.getAccount.path, { body: makeAccount() });
    renderApp('/bank-details', { signedIn: true });
    expect(await screen.findByLabelText('BSB')).toHaveValue('063-000');
  });
});

describe('name and date of birth', () => {
  it('opens the personal-details change form in place and returns to the read view on cancel', async () => {
    api.on(endpoints.dropdownList.path, { body: { Items: [] } });
    openAccount();
    await userEvent.click(await screen.findByRole('button', { name: `${t.edit} ${t.sections.personal}` }));
    const personal = within(screen.getByRole('region', { name: t.sections.personal }));
    expect(await personal.findByLabelText('Surname')).toHaveValue('Citizen');
    expect(document.querySelector('.account-page--editing')).not.toBeNull();
    await userEvent.click(personal.getByRole('button', { name: t.cancel }));
    expect(await personal.findByText('Alex J Citizen')).toBeInTheDocument();
  });

  it('shows the same change form on the stand-alone /personal-details screen', async () => {
    api.on(endpoints.dropdownList.path, { body: { Items: [] } });
    api.on(endpoints.getAccount.path, { body: makeAccount() });
    renderApp('/personal-details', { signedIn: true });
    expect(await screen.findByLabelText('Surname')).toHaveValue('Citizen');
  });
});
