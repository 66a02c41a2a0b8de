import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  createHomeServicesReceiptSchema,
  createOtherReceiptSchema,
  createPharmacyReceiptSchema,
  receiptKindOf,
  reimbursementFormSchema,
} from './validation.js';

const today = () => ({ year: 2024, month: 6, day: 15 });
const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
const file = { Filename: 'receipt.pdf', FileID: '1' };

describe('Other and Pharmacy receipts', () => {
  const other = createOtherReceiptSchema({ today });

  it('accept today, a provider and an amount', () => {
    expect(other.safeParse({ date: '15/06/2024', provider: 'Physio Co', cost: '$80.00' }).success).toBe(true);
    const pharmacy = createPharmacyReceiptSchema({ today });
    expect(
      pharmacy.safeParse({ date: '01/06/2024', pharmacy: 'Chemist', cost: '12', description: 'Pills' })
        .success,
    ).toBe(true);
  });

  it('refuse a future date, missing provider and a bad amount', () => {
    expect(issues(other, { date: '16/06/2024', provider: '', cost: '12.5' })).toEqual([
      ['date', 'The date cannot be in the future'],
      ['provider', 'Please enter the provider'],
      ['cost', 'Enter a valid amount e.g. $12.50'],
    ]);
  });

  it('refuse a malformed date, a long provider and a long description', () => {
    expect(
      issues(other, {
        date: '31/04/2024',
        provider: 'x'.repeat(151),
        cost: '$1.00',
        description: 'x'.repeat(1001),
      }),
    ).toEqual([
      ['date', 'Please enter a date in dd/mm/yyyy format'],
      ['description', 'Description must be 1000 characters or fewer'],
      ['provider', 'Provider must be 150 characters or fewer'],
    ]);
  });
});

describe('Home services receipts', () => {
  const home = createHomeServicesReceiptSchema({ today });
  const valid = {
    date: '10/06/2024',
    duration: '2 hours',
    serviceProvider: "Jo's Cleaning",
    serviceType: 'Cleaning',
    amount: '$60.00',
    notes: '',
  };

  it('accept a complete service', () => {
    expect(home.safeParse(valid).success).toBe(true);
  });

  it('refuse missing or invalid fields', () => {
    expect(
      issues(home, { ...valid, duration: '', serviceProvider: 'Cleaning 4 U', serviceType: 'Cooking' }),
    ).toEqual([
      ['duration', 'Please enter the duration of service'],
      ['serviceProvider', 'Enter a service provider name of up to 100 letters'],
      ['serviceType', 'Please select the type of service'],
    ]);
    expect(issues(home, { ...valid, duration: 'x'.repeat(51), notes: 'x'.repeat(1001) })).toEqual([
      ['duration', 'Duration must be 50 characters or fewer'],
      ['notes', 'Notes must be 1000 characters or fewer'],
    ]);
  });

  it('are chosen by receipt type', () => {
    expect(receiptKindOf({ Item: 'Home services' })).toBe('homeServices');
    expect(receiptKindOf({ Item: 'Pharmacy' })).toBe('pharmacy');
    expect(receiptKindOf({ Item: 'Other' })).toBe('other');
  });
});

describe('reimbursementFormSchema', () => {
  const base = {
    PayOther: 0,
    DocumentType: { Id: 1, Item: 'Pharmacy' },
    Documents: [file],
    Disclaimer: true,
  };

  it('accepts paying me with one receipt and the disclaimer', () => {
    expect(reimbursementFormSchema.safeParse(base).success).toBe(true);
  });

  it('requires who to pay, a receipt type, one receipt and the disclaimer', () => {
    expect(issues(reimbursementFormSchema, { PayOther: null, Documents: [file, file] })).toEqual([
      ['PayOther', 'Please choose who to pay'],
      ['DocumentType', 'Please select a receipt type'],
      ['Documents', 'Only one receipt can be attached'],
      ['Disclaimer', 'Please confirm the declaration'],
    ]);
    expect(issues(reimbursementFormSchema, { ...base, Documents: [] })).toEqual([
      ['Documents', 'Please attach your receipt'],
    ]);
  });

  it('requires the payee and their bank details when paying someone else', () => {
    expect(
      issues(reimbursementFormSchema, { ...base, PayOther: 1, PaymentEmail: 'bob@', PaymentPhone: 'abc' }),
    ).toEqual([
      ['PaymentName', 'Please enter the name of the person to pay'],
      ['PaymentAddress', 'Please enter their postal address'],
      ['PaymentEmail', 'Enter a valid email address'],
      ['PaymentRelationship', 'Please enter their relationship to you'],
      ['PaymentPhone', 'Enter a valid phone number'],
      ['BankAccName', 'Enter an Account Name between 1-100 characters'],
      ['BankBSB', 'Enter a valid 6 digit BSB number'],
      ['BankAccNo', 'Enter an Account Number between 6-9 digits'],
    ]);
  });

  it('accepts a complete payee and sends the BSB as NNN-NNN', () => {
    const parsed = reimbursementFormSchema.parse({
      ...base,
      PayOther: 1,
      PaymentName: 'Bob Lee',
      PaymentAddress: '1 Main St, Geelong VIC 3220',
      PaymentEmail: 'bob@example.com',
      PaymentPhone: '',
      PaymentRelationship: 'Brother',
      BankAccName: 'Bob Lee',
      BankBSB: '063000',
      BankAccNo: '1234567',
    });
    expect(parsed.BankBSB).toBe('063-000');
  });

  it('asks nothing more when the provider bills directly', () => {
    expect(reimbursementFormSchema.safeParse({ ...base, PayOther: 2 }).success).toBe(true);
  });
});
