import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayOtherValue, encodeReceiptDescription, messages } from '@portal/contract';
import { businessError, holdAnswers, mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import {
  answerReimbursementCalls,
  pharmacyDraft,
  reimbursementPaths,
} from '../../../test/reimbursement-fixture';
import {
  chooseReceiptType,
  choosePayee,
  disclaimer,
  field,
  openReimbursementForm,
  pick,
  pressNext,
  receiptType,
  saves,
  sentTo,
  slow,
} from './reimbursement-test-support';

let api: MockApi;
let xhrs: FakeXhr[];
let alertSpy: ReturnType<typeof vi.spyOn>;
let confirmSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = answerReimbursementCalls(mockApi());
  xhrs = installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The receipt's upload list (the picker's status line names the file too). */
const receiptList = () => screen.getByRole('list', { name: 'Receipt' });

/** Opens Alex's valid Pharmacy draft paid to him, ticks the declaration and goes to the review. */
async function reviewPharmacyDraft() {
  api.on(reimbursementPaths.load, { body: pharmacyDraft });
  const view = await openReimbursementForm();
  await userEvent.click(disclaimer());
  await pressNext();
  await screen.findByRole('heading', { name: 'Check your answers' });
  return view;
}

describe('reimbursement: the duplicate receipt warning (issue 12)', () => {
  it('warns in the review when the server says a matching receipt was already sent, and lets Submit go on', async () => {
    api.on(reimbursementPaths.load, { body: { ...pharmacyDraft, DuplicateOf: { Date: '02/11/2026' } } });
    await openReimbursementForm();
    await userEvent.click(disclaimer());
    await pressNext();
    expect(await screen.findByText('You sent this receipt on 02/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says nothing when the server finds no match', async () => {
    await reviewPharmacyDraft();
    await waitFor(() => expect(api.bodies(reimbursementPaths.load).length).toBeGreaterThan(1), slow);
    expect(screen.queryByText(/You sent this receipt/)).toBeNull();
  });
});

describe('reimbursement: cooling-off after a bank change (issue 16)', () => {
  const coolingOff = messages.reimbursement.coolingOff;

  it('tells a claimant paid into their own account that the payment may take longer, and lets Submit go on', async () => {
    api.on(reimbursementPaths.load, { body: { ...pharmacyDraft, BankDetailsChangedOn: '20/11/2026' } });
    await openReimbursementForm();
    await userEvent.click(disclaimer());
    await pressNext();
    expect(await screen.findByText(coolingOff)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says nothing without a recent bank change', async () => {
    await reviewPharmacyDraft();
    await waitFor(() => expect(api.bodies(reimbursementPaths.load).length).toBeGreaterThan(1), slow);
    expect(screen.queryByText(coolingOff)).toBeNull();
  });

  it('says nothing when the payment goes to the provider, not to the claimant', async () => {
    api.on(reimbursementPaths.load, {
      body: { ...pharmacyDraft, PayOther: PayOtherValue.Provider, BankDetailsChangedOn: '20/11/2026' },
    });
    await openReimbursementForm();
    await userEvent.click(disclaimer());
    await pressNext();
    await screen.findByRole('heading', { name: 'Check your answers' });
    await waitFor(() => expect(api.bodies(reimbursementPaths.load).length).toBeGreaterThan(1), slow);
    expect(screen.queryByText(coolingOff)).toBeNull();
  });
});

describe('reimbursement: the draft (spec part 2 §4)', () => {
  it('opens with the stored draft: payee, receipt type, its sub-form from the Description, and the receipt', async () => {
    api.on(reimbursementPaths.load, { body: pharmacyDraft });
    await openReimbursementForm();
    expect(screen.getByRole('radio', { name: 'Me' })).toBeChecked();
    expect(receiptType()).toHaveDisplayValue('Pharmacy');
    expect(field('Date of purchase')).toHaveValue('03/11/2026');
    expect(field('Description')).toHaveValue('Pain relief');
    expect(field('Pharmacy')).toHaveValue('Geelong Pharmacy');
    expect(field('Cost')).toHaveValue('$24.50');
    const row = within(receiptList()).getByText('receipt.pdf').closest('li')!;
    expect(within(row).getByText('Attached')).toBeInTheDocument();
    expect(api.bodies(reimbursementPaths.load)).toHaveLength(1);
  });

  it('saves with updateform/receipts one second after the last change, once for a burst of typing', async () => {
    await openReimbursementForm();
    await chooseReceiptType('Other');
    await waitFor(() => expect(saves(api)).toHaveLength(1), slow);
    fireEvent.change(field('Provider'), { target: { value: 'G' } });
    fireEvent.change(field('Provider'), { target: { value: 'Ge' } });
    fireEvent.change(field('Provider'), { target: { value: 'Geelong Physio' } });
    await wait(700);
    // Not yet: the debounce is one second after the last change.
    expect(saves(api)).toHaveLength(1);
    await waitFor(() => expect(saves(api)).toHaveLength(2), slow);
    expect(saves(api)[1]).toMatchObject({
      DocumentType: { Id: 1, Item: 'Other' },
      Description: encodeReceiptDescription('other', { provider: 'Geelong Physio' }),
    });
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2} (am|pm)$/, {}, slow)).toBeInTheDocument();
  });

  it('says the draft is loading until getdraftreceipts answers', async () => {
    const release = holdAnswers(reimbursementPaths.load);
    renderApp('/reimbursementform', { signedIn: true });
    expect(await screen.findByText('Loading your draft...', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'Next' }, slow)).toBeInTheDocument();
  });

  it('says the draft could not be loaded and loads it again on Try again, saving nothing meanwhile', async () => {
    api.on(reimbursementPaths.load, businessError(100), { body: pharmacyDraft });
    renderApp('/reimbursementform', { signedIn: true });
    expect(
      await screen.findByText('We could not load your draft. Please try again.', {}, slow),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Next' }, slow)).toBeInTheDocument();
    expect(saves(api)).toEqual([]);
  });
});

describe('reimbursement: edit, then review (spec part 2 §2)', () => {
  it('shows every answer read-only on Next, with the focus on the review heading', async () => {
    await reviewPharmacyDraft();
    const heading = screen.getByRole('heading', { name: 'Check your answers' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const review = within(screen.getByRole('region', { name: 'Check your answers' }));
    for (const [label, value] of [
      ['Who to pay', 'Me'],
      ['Bank name', 'Commonwealth Bank'],
      ['Account number', 'XXXXX678'],
      ['Receipt type', 'Pharmacy'],
      ['Date of purchase', '03/11/2026'],
      ['Pharmacy', 'Geelong Pharmacy'],
      ['Cost', '$24.50'],
      ['Receipt', 'receipt.pdf'],
    ] as const) {
      expect(review.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
  });

  it('goes back to the form with every answer on Edit form, the focus on its first heading', async () => {
    await reviewPharmacyDraft();
    await userEvent.click(screen.getByRole('button', { name: 'Edit form' }));
    expect(screen.getByRole('heading', { name: 'Who would you like us to pay?' })).toHaveFocus();
    expect(field('Pharmacy')).toHaveValue('Geelong Pharmacy');
    expect(disclaimer()).toBeChecked();
    expect(within(receiptList()).getByText('receipt.pdf')).toBeInTheDocument();
  });

  it('keeps Next disabled while the receipt is uploading, then lets it through', async () => {
    api.on(reimbursementPaths.load, { body: { ...pharmacyDraft, Documents: [] } });
    await openReimbursementForm();
    await userEvent.click(disclaimer());
    pick('receipt.jpg');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Waiting for your documents to finish uploading')).toBeInTheDocument();
    xhrs[0]!.answer(200, { FileId: 'file-7' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await pressNext();
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeInTheDocument();
  });

  it('needs the declaration before the review', async () => {
    api.on(reimbursementPaths.load, { body: pharmacyDraft });
    await openReimbursementForm();
    await pressNext();
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(within(summary).getByRole('link', { name: 'Please confirm the declaration' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your answers' })).toBeNull();
  });
});

describe('reimbursement: submit and the thank-you page (spec part 2 §2, §7, §8)', () => {
  it('submits with submitreceipts and shows the thank-you page with the bank-details link', async () => {
    const { router } = await reviewPharmacyDraft();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-reimbursement'), slow);
    expect(sentTo(api, reimbursementPaths.submit)).toEqual([
      {
        DocumentType: { Id: 2, Item: 'Pharmacy' },
        Description: pharmacyDraft.Description,
        Documents: [{ Filename: 'receipt.pdf', FileID: 'file-1' }],
        PayOther: 0,
        BankDetailsReadonly: true,
        Disclaimer: true,
      },
    ]);
    expect(
      await screen.findByText(
        'Your reimbursement request has been submitted, we will contact you if we need further information. Payments are usually made within 10 business days into your bank account.',
      ),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/claim');
    expect(main.getByRole('link', { name: 'Claim reimbursement' })).toHaveAttribute(
      'href',
      '/reimbursementform',
    );
    expect(main.getByRole('link', { name: 'Check or update your bank details' })).toHaveAttribute(
      'href',
      '/activationbankdetails',
    );
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('leaves the bank-details link out when the navigation state does not allow editing', async () => {
    renderApp('/thankyou-reimbursement', { signedIn: true, state: { canEditBankDetails: false } });
    const main = within(await screen.findByRole('main', {}, slow));
    expect(await main.findByRole('link', { name: 'Claim reimbursement' }, slow)).toBeInTheDocument();
    expect(main.getByText(/Your reimbursement request has been submitted/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Check or update your bank details' })).toBeNull();
  });

  it('alerts "Error: Failed to submit form", hides the loading and stays on the review', async () => {
    api.on(reimbursementPaths.submit, businessError(180, 'Error: Failed to submit form'));
    const { router } = await reviewPharmacyDraft();
    const release = holdAnswers(reimbursementPaths.submit);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sending your reimbursement request...', {}, slow)).toBeInTheDocument();
    release();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Failed to submit form'));
    await waitFor(() => expect(screen.queryByText('Sending your reimbursement request...')).toBeNull());
    expect(router.state.location.pathname).toBe('/reimbursementform');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends a change still waiting for its debounce before the submission', async () => {
    api.on(reimbursementPaths.load, { body: { ...pharmacyDraft, PayOther: 2 } });
    await openReimbursementForm();
    await choosePayee('Me');
    await userEvent.click(disclaimer());
    await pressNext();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.bodies(reimbursementPaths.submit)).toHaveLength(1), slow);
    expect(saves(api)).toHaveLength(1);
    const order = api.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(order.indexOf(reimbursementPaths.save)).toBeLessThan(order.indexOf(reimbursementPaths.submit));
  });
});

describe('reimbursement: discard and leaving (spec part 2 §2, §4)', () => {
  it('keeps the draft when the discard confirm is declined', async () => {
    api.on(reimbursementPaths.load, { body: pharmacyDraft });
    confirmSpy.mockReturnValue(false);
    await openReimbursementForm();
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(confirmSpy).toHaveBeenCalledWith('You are about to lose the uploaded information. Are you sure?');
    expect(api.bodies(reimbursementPaths.discard)).toEqual([]);
  });

  it('discards the draft with discarddraftreceipts after the confirm and goes to /claim', async () => {
    api.on(reimbursementPaths.load, { body: pharmacyDraft });
    const { router } = await openReimbursementForm();
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/claim'), slow);
    expect(api.bodies(reimbursementPaths.discard)).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes and stays when declined', async () => {
    const { router } = await openReimbursementForm();
    await chooseReceiptType('Other');
    confirmSpy.mockReturnValue(false);
    await router.navigate('/claim');
    await waitFor(() => expect(confirmSpy).toHaveBeenCalledWith('You are about to lose your recent changes'));
    expect(router.state.location.pathname).toBe('/reimbursementform');
  });

  it('leaves without asking once the change is saved', async () => {
    const { router } = await openReimbursementForm();
    await chooseReceiptType('Other');
    await screen.findByText(/^Saved at/, {}, slow);
    await router.navigate('/claim');
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/claim');
  });
});
