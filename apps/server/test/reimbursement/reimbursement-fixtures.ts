import { endpoints } from '@portal/contract';
import { expect } from 'vitest';
import { multipart, samples } from '../files/files-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/** Shared by the reimbursement API tests: ReceiptTypes items, a payee who is someone else, a receipt. */
export const pharmacy = { Id: 2, Item: 'Pharmacy' };
export const homeServices = { Id: 3, Item: 'Home services' };

/** Jordan, paid into an account at BSB 063-010, which the shipped BSB sample names. */
export const someoneElse = {
  PayOther: 1,
  PaymentName: 'Jordan Citizen',
  PaymentAddress: '14 Pakington Street, Geelong West VIC 3218',
  PaymentEmail: 'jordan@example.com',
  PaymentPhone: '',
  PaymentRelationship: 'Partner',
  BankAccName: 'Jordan Citizen',
  BankBSB: '063-010',
  BankAccNo: '12345678',
};

/** A receipt uploaded to the claimant's reimbursement draft (uploadReceiptFile). */
export function uploadReceipt(
  t: TestApp,
  token: string,
  filename = 'receipt.pdf',
  content: Uint8Array = samples.pdf,
) {
  const { payload, headers } = multipart([
    { name: 'accessToken', value: token },
    { name: 'uploads[]', filename, content },
  ]);
  return t.app.inject({ method: 'POST', url: endpoints.uploadReceiptFile.path, payload, headers });
}

/** uploadReceipt's FileId, the upload expected to be taken. */
export async function receiptId(t: TestApp, token: string, filename = 'receipt.pdf'): Promise<string> {
  const response = await uploadReceipt(t, token, filename);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { FileId: string }).FileId;
}
