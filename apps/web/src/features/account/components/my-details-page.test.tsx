import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeType, endpoints, messages, type Account } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { mockApi, type MockApi } from '../../../test/mock-api';
import { getSecureUpdateToken, setSecureUpdateToken } from '../../../lib/secure-update-token';
import { makeAccount, withContact } from '../account-fixture';

const t = messages.myDetails;
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

function openAccount(account: Account = makeAccount(), path = '/account', state?: unknown) {
  api.on(endpoints.getAccount.path, { body: account });
  return renderApp(path, { signedIn: true, state });
}
const section = async (title: string) => within(await screen.findByRole('region', { name: title }));
const editButton = (title: string) => screen.queryByRole('button', { name: `${t.edit} ${title}` });

describe('My Details read views', () => {
  it('shows the full name without an Unknown title, the date of birth and the contact details', async () => {
    openAccount();
    const personal = await section(t.sections.personal);
    expect(personal.getByText('Alex J Citizen')).toBeInTheDocument();
    expect(personal.getByText('14/02/1985')).toBeInTheDocument();
    const contact = await section(t.sections.contact);
    expect(contact.getByText('(03) 9876 5432')).toBeInTheDocument();
    expect(contact.getByText('1 Smith St, Geelong VIC 3220')).toBeInTheDocument();
    expect(contact.getByText(t.postalSameAsHome)).toBeInTheDocument();
    expect((await section(t.sections.mobile)).getByText('0412345678')).toBeInTheDocument();
    expect((await section(t.sections.email)).getByText('alex@example.com')).toBeInTheDocument();
  });

  it.each([
    ['Dr', 'Dr Alex J Citizen'],
    ['No Title', 'Alex J Citizen'],
  ])('shows the title %s as part of the name only when it is a real title', async (title, name) => {
    const base = makeAccount();
    openAccount(makeAccount({ PersonalDetails: { ...base.PersonalDetails, Title: title } }));
    expect((await section(t.sections.personal)).getByText(name)).toBeInTheDocument();
  });

  it('shows the bank name, account name and only the last 3 digits of the account number', async () => {
    openAccount();
    const bank = await section(t.sections.bank);
    expect(bank.getByText('Commonwealth Bank')).toBeInTheDocument();
    expect(bank.getByText('Alex Citizen')).toBeInTheDocument();
    expect(bank.getByText('•••••678')).toBeInTheDocument();
  });

  it('shows a separate postal address when it differs from home', async () => {
    const postal = {
      ExperianSingleSelectedLine: 'PO Box 12, Geelong VIC 3220',
      Moniker: 'p',
      Country: 'Australia',
    };
    openAccount(makeAccount({ ...withContact({ PostalAddressForDB: postal }), AreAddressesSame: false }));
    const contact = await section(t.sections.contact);
    expect(contact.getByText('PO Box 12, Geelong VIC 3220')).toBeInTheDocument();
    expect(contact.queryByText(t.postalSameAsHome)).not.toBeInTheDocument();
  });
});

describe('My Details edit links', () => {
  it('offers every edit when the account has a mobile, an e-mail and editable bank details', async () => {
    openAccount();
    await screen.findByRole('region', { name: t.sections.bank });
    for (const title of [t.sections.mobile, t.sections.email, t.sections.contact, t.sections.bank]) {
      expect(editButton(title)).toBeInTheDocument();
    }
  });

  it('offers no e-mail edit without a mobile number', async () => {
    openAccount(makeAccount(withContact({ MobileNumber: '' })));
    await screen.findByRole('region', { name: t.sections.email });
    expect(editButton(t.sections.email)).not.toBeInTheDocument();
    expect(editButton(t.sections.mobile)).toBeInTheDocument();
  });

  it('offers no mobile edit without an e-mail address', async () => {
    openAccount(makeAccount(withContact({ EmailAddress: '' })));
    await screen.findByRole('region', { name: t.sections.mobile });
    expect(editButton(t.sections.mobile)).not.toBeInTheDocument();
    expect(editButton(t.sections.email)).toBeInTheDocument();
  });

  it('blocks bank edits for 48 hours after registration with a notice', async () => {
    openAccount(makeAccount({ BankDetailsCanEdit: false }));
    const bank = await section(t.sections.bank);
    expect(bank.getByText(t.bank.editBlocked)).toBeInTheDocument();
    expect(editButton(t.sections.bank)).not.toBeInTheDocument();
  });

  it('says bank details are managed by the State Trustees and offers no bank edit', async () => {
    openAccount(makeAccount({ IsStateTrustee: true }));
    const bank = await section(t.sections.bank);
    expect(bank.getByText('Your bank details are managed by State Trustees.')).toBeInTheDocument();
    expect(editButton(t.sections.bank)).not.toBeInTheDocument();
  });

  it('asks the claimant to call the provider when mobile or e-mail edits are disabled', async () => {
    openAccount(makeAccount({ MobileEditDisabled: true, EmailEditDisabled: true }));
    expect(
      (await section(t.sections.mobile)).getByText(
        'To change your mobile number, please call TAC on 1300 654 329.',
      ),
    ).toBeInTheDocument();
    expect(
      (await section(t.sections.email)).getByText(
        'To change your email address, please call TAC on 1300 654 329.',
      ),
    ).toBeInTheDocument();
    expect(editButton(t.sections.mobile)).not.toBeInTheDocument();
    expect(editButton(t.sections.email)).not.toBeInTheDocument();
  });

  it('sends a bank edit to the access code screen first', async () => {
    const { router } = openAccount();
    await userEvent.click(await screen.findByRole('button', { name: `${t.edit} ${t.sections.bank}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activationaccountdetails'));
    expect(router.state.location.state).toEqual({ codeType: CodeType.Bank });
  });

  it('sends an e-mail edit to the access code screen with the e-mail code type', async () => {
    const { router } = openAccount();
    await userEvent.click(await screen.findByRole('button', { name: `${t.edit} ${t.sections.email}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activationaccountdetails'));
    expect(router.state.location.state).toEqual({ codeType: CodeType.Email });
  });

  it('opens the bank edit form on return from the access code with a secure token', async () => {
    setSecureUpdateToken({ AccessToken: 'secure-1', CodeType: CodeType.Bank });
    openAccount(makeAccount(), '/account', { openEdit: 'bank' });
    expect(await screen.findByLabelText('BSB')).toHaveValue('063-000');
    expect(document.querySelector('.account-page--editing')).not.toBeNull();
  });

  it('keeps the read view when openEdit comes without a secure token', async () => {
    openAccount(makeAccount(), '/account', { openEdit: 'bank' });
    await screen.findByText('Commonwealth Bank');
    expect(screen.queryByLabelText('BSB')).not.toBeInTheDocument();
  });

  it('returns to the read view on cancel, drops the secure token and reads the account again', async () => {
    setSecureUpdateToken({ AccessToken: 'secure-1', CodeType: CodeType.Bank });
    openAccount(makeAccount(), '/account', { openEdit: 'bank' });
    await screen.findByLabelText('BSB');
    const reads = api.bodies(endpoints.getAccount.path).length;
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    expect(screen.queryByLabelText('BSB')).not.toBeInTheDocument();
    expect(getSecureUpdateToken()).toBeNull();
    await waitFor(() => expect(api.bodies(endpoints.getAccount.path).length).toBeGreaterThan(reads));
  });

  it('drops the secure token when the page is left', async () => {
    setSecureUpdateToken({ AccessToken: 'secure-1', CodeType: CodeType.Bank });
    const { router } = openAccount(makeAccount(), '/account', { openEdit: 'bank' });
    await screen.findByLabelText('BSB');
    await router.navigate('/claim');
    await waitFor(() => expect(getSecureUpdateToken()).toBeNull());
  });
});

describe('My Details redirect toasts', () => {
  it.each([
    ['contact-details', 'success', 'Your contact details have been updated'],
    ['mobile-number', 'success', 'Your mobile number has been updated'],
    ['personal-details', 'approval', 'Your personal details have been sent to TAC for approval'],
    ['bank-details', 'error', 'Your bank account details failed to save'],
    ['password', 'success', 'Password successfully updated'],
  ])('announces %s %s as a status', async (type, success, text) => {
    openAccount(makeAccount(), `/account?type=${type}&success=${success}`);
    await screen.findByRole('region', { name: t.sections.bank });
    expect(screen.getByText(text)).toHaveAttribute('role', 'status');
  });
});
