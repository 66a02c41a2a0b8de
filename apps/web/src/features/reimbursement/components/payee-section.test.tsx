import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswers, mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr } from '../../../test/fake-xhr';
import {
  answerReimbursementCalls,
  makeReimbursementAccount,
  pharmacyDraft,
  reimbursementPaths,
} from '../../../test/reimbursement-fixture';
import {
  choosePayee,
  disclaimer,
  field,
  fill,
  openReimbursementForm,
  pressNext,
  sentTo,
  slow,
} from './reimbursement-test-support';

let api: MockApi;

beforeEach(() => {
  api = answerReimbursementCalls(mockApi());
  installFakeXhr();
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bankName = () => screen.getByRole('textbox', { name: 'Bank name' });

describe('reimbursement: paying me (spec part 2 §5)', () => {
  it('shows the stored bank details read-only', async () => {
    await openReimbursementForm();
    await choosePayee('Me');
    const details = within(screen.getByRole('region', { name: 'Your bank details' }));
    for (const [label, value] of [
      ['Bank name', 'Commonwealth Bank'],
      ['Account name', 'Alex Citizen'],
      ['BSB', '063-000'],
      ['Account number', 'XXXXX678'],
    ] as const) {
      expect(details.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(details.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'BSB' })).toBeNull();
  });

  it('says the details were not found when none are stored', async () => {
    await openReimbursementForm(makeReimbursementAccount({ BankAccountDetails: null }));
    await choosePayee('Me');
    expect(screen.getByText('Your bank account details were not found.')).toBeInTheDocument();
  });

  it('says they cannot be changed in the first 48 hours when bank editing is blocked', async () => {
    await openReimbursementForm(
      makeReimbursementAccount({ BankAccountDetails: null, BankDetailsCanEdit: false }),
    );
    await choosePayee('Me');
    expect(
      screen.getByText('Bank account details cannot be changed in the first 48 hours after registering.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your bank account details were not found.')).toBeNull();
  });
});

describe('reimbursement: paying my provider (spec part 2 §5)', () => {
  it('shows only the notice that the provider can bill the TAC', async () => {
    await openReimbursementForm();
    await choosePayee('Pay my provider');
    expect(
      screen.getByText(
        'Your provider can bill the TAC directly. No payment will be made through this portal.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'BSB' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your bank details' })).toBeNull();
  });
});

describe('reimbursement: paying someone else (spec part 2 §5, part 1 §5)', () => {
  it('looks the BSB up with verifybsb as NNN-NNN and shows the bank read-only', async () => {
    await openReimbursementForm();
    await choosePayee('Someone else');
    fill('BSB', '063000');
    await waitFor(() => expect(bankName()).toHaveValue('Commonwealth Bank of Australia'));
    expect(sentTo(api, reimbursementPaths.verifyBsb)).toEqual([{ Bsb: '063-000' }]);
    expect(bankName()).toHaveAttribute('readonly');
  });

  it('refuses a BSB the directory does not know and leaves the bank name empty', async () => {
    api.on(reimbursementPaths.verifyBsb, { body: { BankName: '' } });
    await openReimbursementForm();
    await choosePayee('Someone else');
    fill('BSB', '999-999');
    const box = field('BSB');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a valid 6 digit BSB number')).toBeInTheDocument();
    expect(bankName()).toHaveValue('');
  });

  it('keeps Next disabled while the BSB is being looked up', async () => {
    await openReimbursementForm();
    await choosePayee('Someone else');
    const release = holdAnswers(reimbursementPaths.verifyBsb);
    fill('BSB', '063000');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('clears the bank name when the BSB changes to one that is not six digits', async () => {
    await openReimbursementForm();
    await choosePayee('Someone else');
    fill('BSB', '063000');
    await waitFor(() => expect(bankName()).toHaveValue('Commonwealth Bank of Australia'));
    fill('BSB', '06300');
    expect(bankName()).toHaveValue('');
  });

  it('submits the payee and their bank account, BSB as NNN-NNN, and offers no bank-details link', async () => {
    api.on(reimbursementPaths.load, { body: { ...pharmacyDraft, PayOther: 1 } });
    const { router } = await openReimbursementForm();
    fill('Name of the person to pay', 'Sam Citizen');
    fill('Their postal address', 'PO Box 12, Geelong VIC 3220');
    fill('Their contact email', 'sam@example.com');
    fill('Their relationship to you', 'Partner');
    fill('Bank account name', 'Sam Citizen');
    fill('BSB', '063 000');
    fill('Account number', '123 456 78');
    await waitFor(() => expect(bankName()).toHaveValue('Commonwealth Bank of Australia'));
    await userEvent.click(disclaimer());
    await pressNext();
    const review = within(await screen.findByRole('region', { name: 'Check your answers' }));
    expect(review.getByText('Bank name', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Commonwealth Bank of Australia',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-reimbursement'), slow);
    expect(sentTo(api, reimbursementPaths.submit)[0]).toEqual({
      DocumentType: { Id: 2, Item: 'Pharmacy' },
      Description: pharmacyDraft.Description,
      Documents: [{ Filename: 'receipt.pdf', FileID: 'file-1' }],
      PayOther: 1,
      PaymentName: 'Sam Citizen',
      PaymentAddress: 'PO Box 12, Geelong VIC 3220',
      PaymentEmail: 'sam@example.com',
      PaymentPhone: '',
      PaymentRelationship: 'Partner',
      BankAccName: 'Sam Citizen',
      BankBSB: '063-000',
      BankAccNo: '12345678',
      BankDetailsReadonly: false,
      Disclaimer: true,
    });
    expect(screen.queryByRole('link', { name: 'Check or update your bank details' })).toBeNull();
  });
});
