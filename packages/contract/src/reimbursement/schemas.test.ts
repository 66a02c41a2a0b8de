import { describe, expect, it } from 'vitest';
import { getDraftDatesResponseSchema, submitFormRequestSchema } from '../form-drafts/schemas.js';
import { getDraftReceiptsResponseSchema, submitReceiptsRequestSchema } from './schemas.js';

const documents = [{ Filename: 'receipt.pdf', FileID: 'f-1' }];

const receipt = {
  DocumentType: { Id: 2, Item: 'Pharmacy' },
  Description: 'Date of purchase_KEY_01/04/2025_SECTION_Cost_KEY_$12.00',
  Documents: documents,
  PayOther: 1,
  PaymentName: 'Jo Lee',
  PaymentAddress: '1 Main St',
  PaymentEmail: 'jo@example.com',
  PaymentPhone: '',
  PaymentRelationship: 'Partner',
  BankAccName: 'Jo Lee',
  BankBSB: '063-000',
  BankAccNo: '12345678',
  BankDetailsReadonly: false,
};

describe('reimbursement drafts', () => {
  it('submits a reimbursement with who to pay, and refuses one without', () => {
    expect(submitReceiptsRequestSchema.parse(receipt)).toEqual(receipt);
    const { PayOther: _omit, ...withoutPayOther } = receipt;
    expect(submitReceiptsRequestSchema.safeParse(withoutPayOther).success).toBe(false);
    expect(submitFormRequestSchema.safeParse(withoutPayOther).success).toBe(true);
  });

  it('answers a stored reimbursement draft, or null when there is none', () => {
    expect(getDraftReceiptsResponseSchema.parse(receipt)).toEqual(receipt);
    expect(getDraftReceiptsResponseSchema.parse(null)).toBeNull();
    expect(getDraftDatesResponseSchema.parse({ DocumentsDate: '02/04/2025' })).toEqual({
      DocumentsDate: '02/04/2025',
    });
  });
});
