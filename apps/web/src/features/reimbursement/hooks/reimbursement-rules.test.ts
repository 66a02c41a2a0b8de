import { describe, expect, it } from 'vitest';
import { decodeReceiptDescription, encodeReceiptDescription } from '@portal/contract';
import { emptyReceiptsDraft, type ReceiptsDraftValues } from '../api/receipts-draft';
import { carrySubForm, errorsOf, readSubForm, submissionOf } from './reimbursement-rules';

const other = { Id: 1, Item: 'Other' };
const pharmacy = { Id: 2, Item: 'Pharmacy' };
const homeServices = { Id: 3, Item: 'Home services' };
const receipt = [{ Filename: 'receipt.pdf', FileID: 'file-1' }];

function homeServicesDraft(fields: Record<string, string>): ReceiptsDraftValues {
  return {
    ...emptyReceiptsDraft,
    PayOther: 2,
    DocumentType: homeServices,
    Description: encodeReceiptDescription('homeServices', fields),
    Documents: receipt,
  };
}

describe('reimbursement rules on the draft (spec part 2 §3, §5)', () => {
  it('reads the sub-form back from a Description whose values hold _KEY_, _SECTION_ and newlines', () => {
    const notes = 'Mow_KEY_lawn _SECTION_ edges\nand weeds';
    const draft = homeServicesDraft({ notes, duration: '2 hours' });
    expect(readSubForm(draft)).toMatchObject({ notes, duration: '2 hours' });
  });

  it('carries the date, description and cost to the new type, and provider to pharmacy', () => {
    const description = encodeReceiptDescription('other', {
      date: '01/11/2026',
      description: 'Bandages',
      provider: 'Chemist',
      cost: '$9.00',
    });
    expect(decodeReceiptDescription('pharmacy', carrySubForm(description, other, pharmacy))).toEqual({
      date: '01/11/2026',
      description: 'Bandages',
      pharmacy: 'Chemist',
      cost: '$9.00',
    });
    // Home services shares only the date; the cost is not its amount to reimburse.
    expect(decodeReceiptDescription('homeServices', carrySubForm(description, other, homeServices))).toEqual({
      date: '01/11/2026',
      duration: '',
      serviceProvider: '',
      serviceType: '',
      amount: '',
      notes: '',
    });
    expect(carrySubForm(description, other, null)).toBe('');
  });

  it('refuses a type of service outside Childcare, Cleaning, Gardening and Other', () => {
    const fields = { date: '01/11/2026', duration: '2 hours', serviceProvider: 'Sam Lee', amount: '$80.00' };
    const extras = { files: receipt, isDisclaimerTicked: true, bsbLookup: { state: 'idle' as const } };
    expect(errorsOf(homeServicesDraft({ ...fields, serviceType: 'Cooking' }), extras)).toEqual({
      serviceType: 'Please select the type of service',
    });
    expect(errorsOf(homeServicesDraft({ ...fields, serviceType: 'Gardening' }), extras)).toEqual({});
  });

  it('submits trimmed sub-form values and no payee fields when the provider is paid', () => {
    const draft = homeServicesDraft({
      date: ' 01/11/2026 ',
      duration: ' 2 hours ',
      serviceProvider: ' Sam Lee ',
      serviceType: 'Gardening',
      amount: '$80.00',
      notes: '',
    });
    expect(submissionOf({ ...draft, PaymentName: 'left from before' }, receipt)).toEqual({
      DocumentType: homeServices,
      Description: encodeReceiptDescription('homeServices', {
        date: '01/11/2026',
        duration: '2 hours',
        serviceProvider: 'Sam Lee',
        serviceType: 'Gardening',
        amount: '$80.00',
        notes: '',
      }),
      Documents: receipt,
      PayOther: 2,
      BankDetailsReadonly: false,
    });
  });

  it('has no submission for a form that breaks a rule', () => {
    expect(submissionOf(homeServicesDraft({ date: '01/11/2026' }), receipt)).toBeUndefined();
    expect(submissionOf({ ...emptyReceiptsDraft, PayOther: 0 }, receipt)).toBeUndefined();
  });
});
