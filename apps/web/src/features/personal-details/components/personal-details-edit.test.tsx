import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultBranding, type Account, type DropdownItem } from '@portal/contract';
import { informationQuery } from '../../../api/get-information';
import { sessionStore } from '../../../lib/session-store';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { dropdownListQuery } from '../../../api/dropdown-list';
import { PersonalDetailsEdit } from './personal-details-edit';

const items = (names: string[]): DropdownItem[] =>
  names.map((Item, i) => ({ ElementNumber: i + 1, Id: i + 1, Item, ParentId: null, Children: [] }));
const titles = items(['Dr', 'Mr', 'Mrs', 'Ms', 'Miss', 'Prof', 'Unknown']);
const reasons = items(['Marriage or civil union', 'Change of name by deed poll', 'Other']);

const account: Account = {
  PersonalDetails: {
    Title: 'Mr',
    FirstName: 'Alex',
    MiddleNames: '',
    Surname: 'Taylor',
    DateOfBirth: '14/02/1985',
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
};

const DETAILS = '/api/account/updatepersonaldetails';
const SUBMIT = '/api/documentupload/submitdetailsrequest';

let api: MockApi;
let uploads: FakeXhr[];
let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStore.signIn({ AccessToken: 'test-token', isOneTimePassword: false }, { rememberMe: false });
  api = mockApi()
    .on(DETAILS, { body: { Identifier: 'form-42' } })
    .on(SUBMIT, { body: true });
  uploads = installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  alertSpy.mockRestore();
  sessionStore.forceLogout();
});

function renderEdit(details: Partial<Account['PersonalDetails']> = {}, seedLists = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(informationQuery.queryKey, {
    Version: '1.5.32',
    ProviderName: defaultBranding.providerName,
    ProviderPhone: defaultBranding.providerPhone,
    BuildTime: '2025-01-01T00:00:00Z',
    Commit: 'test',
  });
  if (seedLists) {
    queryClient.setQueryData(dropdownListQuery('Titles').queryKey, titles);
    queryClient.setQueryData(dropdownListQuery('UpdatePersonalReason').queryKey, reasons);
  }
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <PersonalDetailsEdit
        account={{ ...account, PersonalDetails: { ...account.PersonalDetails, ...details } }}
        onCancel={onCancel}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { onSaved, onCancel, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save' });
/** Save is unavailable but reachable, saying why (issue 30 item 4), or available. */
function expectUnavailable(button: HTMLElement) {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
  expect(button).toHaveAccessibleDescription('Fill in every field above correctly to save.');
}
function expectAvailable(button: HTMLElement) {
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(button).toBeEnabled();
}
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

async function chooseReason(user: UserEvent, reason: string) {
  await user.selectOptions(screen.getByLabelText('Reason for change'), reason);
}

async function retype(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

describe('PersonalDetailsEdit form', () => {
  it('offers the seven titles with Mr preselected when the account has no title', () => {
    renderEdit({ Title: '' });
    const select = screen.getByLabelText<HTMLSelectElement>('Title');
    expect([...select.options].map((option) => option.text)).toEqual(titles.map((item) => item.Item));
    expect(select.value).toBe('Mr');
  });

  it('keeps the preselected title when the titles list arrives from the server', async () => {
    api.on('/api/dropdownlistdatasource/list', { body: { Items: titles } });
    renderEdit({ Title: '' }, false);
    const select = screen.getByLabelText<HTMLSelectElement>('Title');
    await waitFor(() => expect(select.options).toHaveLength(7));
    expect(select.value).toBe('Mr');
    expect(api.bodies('/api/dropdownlistdatasource/list')).toContainEqual(
      expect.objectContaining({ ListType: 'Titles' }),
    );
  });

  it('keeps Save unavailable until a reason is chosen', async () => {
    const { user } = renderEdit();
    expectUnavailable(save());
    const reason = screen.getByLabelText('Reason for change');
    await user.click(reason);
    await user.tab();
    expect(await screen.findByText('Please select a reason')).toBeInTheDocument();
    await chooseReason(user, 'Marriage or civil union');
    await waitFor(() => expectAvailable(save()));
  });

  it('reaches an unavailable Save by Tab and, pressed, sends nothing and takes focus to the missing reason', async () => {
    const { user, onSaved } = renderEdit();
    const button = save();
    expectUnavailable(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please select a reason')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Reason for change')).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.bodies(DETAILS)).toEqual([]);
  });

  it('asks for 1-250 characters of free text when the reason is Other', async () => {
    const { user } = renderEdit();
    await chooseReason(user, 'Other');
    const text = await screen.findByLabelText('Please tell us the reason');
    await waitFor(() => expectUnavailable(save()));
    await user.click(text);
    await user.tab();
    expect(await screen.findByText('Please provide a reason between 1-250 characters')).toBeInTheDocument();
    await user.type(text, 'Legal name change');
    await waitFor(() => expectAvailable(save()));
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(251));
    await waitFor(() => expectUnavailable(save()));
    expect(screen.getByText('Please provide a reason between 1-250 characters')).toBeInTheDocument();
  });

  it('shows the contract messages for names', async () => {
    const { user } = renderEdit();
    await retype(user, 'First name', '');
    expect(await screen.findByText('Enter your First Name between 1-60 characters')).toBeInTheDocument();
    await retype(user, 'Surname', 'x'.repeat(61));
    expect(await screen.findByText('Enter your Surname between 1-60 characters')).toBeInTheDocument();
    await retype(user, 'Middle name(s) (optional)', 'J4ne');
    expect(await screen.findByText('Enter your Middle Name between 1-60 characters')).toBeInTheDocument();
    await chooseReason(user, 'Marriage or civil union');
    expectUnavailable(save());
  });

  it('shows the contract messages for the date of birth', async () => {
    const { user } = renderEdit();
    await retype(user, 'Date of birth', '1985');
    expect(await screen.findByText('Enter your date of birth in dd/mm/yyyy format.')).toBeInTheDocument();
    await retype(user, 'Date of birth', '31/02/1985');
    expect(await screen.findByText('Enter a valid Date of Birth')).toBeInTheDocument();
    await retype(user, 'Date of birth', '01/01/2099');
    expect(await screen.findByText('Enter a valid Date of Birth')).toBeInTheDocument();
  });

  it('calls onCancel from Cancel', async () => {
    const { user, onCancel } = renderEdit();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('PersonalDetailsEdit sending', () => {
  async function fillAndQueue(user: UserEvent, files: string[]) {
    await retype(user, 'Surname', 'Smith');
    await chooseReason(user, 'Marriage or civil union');
    for (const name of files) await user.upload(screen.getByLabelText(/Supporting documents/), pdf(name));
  }

  it('sends the details, then each file with the FormId, then the final submission', async () => {
    const { user, onSaved } = renderEdit();
    await fillAndQueue(user, ['a.pdf', 'b.pdf']);
    expect(uploads).toHaveLength(0);
    await user.click(save());

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(api.bodies(DETAILS)).toEqual([
      expect.objectContaining({
        AccessToken: 'test-token',
        Title: 'Mr',
        FirstName: 'Alex',
        Surname: 'Smith',
        DateOfBirth: '14/02/1985',
        Reason: 1,
      }),
    ]);
    expect(api.bodies(DETAILS)[0]).not.toHaveProperty('OtherReason');
    expect(api.bodies(SUBMIT)).toHaveLength(0);
    const first = uploads[0] as FakeXhr;
    expect(first.entries().find(([name]) => name === 'FormId')?.[1]).toBe('form-42');
    first.progress(512, 1024);
    const bar = await screen.findByRole('progressbar', { name: 'a.pdf upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('Sending your personal details...')).toBeInTheDocument();
    first.progress(1024, 1024);
    first.answer(200, { FileId: 'file-a' });

    await waitFor(() => expect(uploads).toHaveLength(2));
    const second = uploads[1] as FakeXhr;
    expect((second.entries().find(([name]) => name === 'uploads[]')?.[1] as File).name).toBe('b.pdf');
    expect(second.entries().find(([name]) => name === 'FormId')?.[1]).toBe('form-42');
    expect(api.bodies(SUBMIT)).toHaveLength(0);
    second.answer(200, { FileId: 'file-b' });

    await waitFor(() => expect(api.bodies(SUBMIT)).toHaveLength(1));
    expect(api.bodies(SUBMIT)[0]).toMatchObject({ FormId: 'form-42' });
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('Your Personal Details have been sent to TAC for approval'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your Personal Details have been sent to TAC for approval',
    );
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('sends the Other text with the reason', async () => {
    const { user, onSaved } = renderEdit();
    await chooseReason(user, 'Other');
    await user.type(await screen.findByLabelText('Please tell us the reason'), '  Legal name change ');
    await waitFor(() => expectAvailable(save()));
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.bodies(DETAILS)[0]).toMatchObject({ Reason: 3, OtherReason: 'Legal name change' });
    expect(api.bodies(SUBMIT)[0]).toMatchObject({ FormId: 'form-42' });
  });

  it('alerts "Error: Failed to submit form" and toasts the failure when the details are refused', async () => {
    api.on(DETAILS, businessError(100, 'Reference: abc'));
    const { user, onSaved } = renderEdit();
    await fillAndQueue(user, ['a.pdf']);
    await user.click(save());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Failed to submit form'));
    expect(await screen.findByText('Your Personal Details failed to save')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(api.bodies(SUBMIT)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('Sending your personal details...')).not.toBeInTheDocument();
    expectAvailable(save());
  });

  it('alerts an upload failure as "Error {number}: {message}" and resets file progress', async () => {
    const { user, onSaved } = renderEdit();
    await fillAndQueue(user, ['a.pdf']);
    await user.click(save());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0] as FakeXhr;
    upload.progress(700, 1000);
    const bar = await screen.findByRole('progressbar', { name: 'a.pdf upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'));
    upload.answer(225, [{ Number: 171, Message: 'Document type is not accepted' }]);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error 171: Document type is not accepted'));
    expect(await screen.findByText('Your Personal Details failed to save')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove a.pdf' })).toBeEnabled();
    expect(api.bodies(SUBMIT)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('alerts "Error: Failed to submit form" when the final submission fails', async () => {
    api.on(SUBMIT, businessError(180, 'Error: Failed to submit form'));
    const { user, onSaved } = renderEdit();
    await fillAndQueue(user, []);
    await user.click(save());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Failed to submit form'));
    expect(await screen.findByText('Your Personal Details failed to save')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
