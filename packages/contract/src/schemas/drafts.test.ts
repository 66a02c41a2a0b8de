import { describe, expect, it } from 'vitest';
import {
  draftPathParamsSchema,
  getDraftDatesResponseSchema,
  getDraftReceiptsResponseSchema,
  submitDocumentFormRequestSchema,
  submitFormRequestSchema,
  submitReceiptsRequestSchema,
  updateDocumentFormRequestSchema,
  updateFormRequestSchema,
} from './drafts.js';

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

describe('drafts', () => {
  it('saves a partial draft', () => {
    expect(updateDocumentFormRequestSchema.parse({ AccessToken: 't', Description: 'half written' })).toEqual({
      AccessToken: 't',
      Description: 'half written',
    });
    expect(updateFormRequestSchema.parse({ PayOther: 2 })).toEqual({ PayOther: 2 });
  });

  it('refuses a draft whose who-to-pay is not 0, 1 or 2', () => {
    expect(updateFormRequestSchema.safeParse({ PayOther: 3 }).success).toBe(false);
    expect(updateFormRequestSchema.safeParse({ PayOther: '1' }).success).toBe(false);
  });

  it('submits documents with a type and files, the message being optional', () => {
    expect(
      submitDocumentFormRequestSchema.safeParse({
        DocumentType: { Id: 7, Item: 'Tax File Declaration Form' },
        Documents: documents,
      }).success,
    ).toBe(true);
    expect(submitDocumentFormRequestSchema.safeParse({ Documents: documents }).success).toBe(false);
  });

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

  it('knows the two draft types of the generic calls', () => {
    expect(draftPathParamsSchema.parse({ type: 'receipts' })).toEqual({ type: 'receipts' });
    expect(draftPathParamsSchema.safeParse({ type: 'contact' }).success).toBe(false);
  });
});
