import {
  type GetPaymentSummaryResponse,
  type GetPaymentsResponse,
  type PutProviderPaymentBody,
  endpoints,
} from '@portal/contract';
import { newId } from '../../src/lib/ids.js';
import { refreshYearsOfClaims } from '../../src/modules/payments/payments.repository.js';
import { callProvider } from '../provider-api/provider-test-support.js';
import { type TestApp, postJson } from '../support/test-app.js';

/** Shared by the Payments API tests (issue 32). */

/** A tiny but real PDF's bytes in base64 (what a remittance must be). */
export const PDF_BASE64 = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64');
/** A PNG's first bytes (valid base64, not a PDF). */
export const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString(
  'base64',
);

export interface PaymentFixture {
  claimId: string;
  description?: string;
  /** yyyy-mm-dd. */
  paymentDate?: string;
  financialYear?: number;
  amount?: number;
  status?: string;
  remittanceFileId?: string | null;
}

/** A payment inserted straight into the database (as the provider's PUT would store it); answers its id. */
export async function insertPayment(t: TestApp, payment: PaymentFixture): Promise<string> {
  const id = newId();
  const at = t.clock.now().toISOString();
  const day = payment.paymentDate ?? '2026-02-20';
  const [year, month] = day.split('-').map(Number);
  await t.database.db
    .insertInto('payments')
    .values({
      id,
      reference: `FIXTURE-${id}`,
      claim_id: payment.claimId,
      kind: 'incomeSupport',
      description: payment.description ?? 'Income support',
      amount: payment.amount ?? 10_000,
      status: payment.status ?? 'paid',
      payment_date: day,
      financial_year: payment.financialYear ?? ((month ?? 1) >= 7 ? year! : year! - 1),
      submission_id: null,
      account_last_digits: '123',
      remittance_file_id: payment.remittanceFileId ?? null,
      created_at: at,
      updated_at: at,
      paid_at: payment.status === 'scheduled' ? null : at,
    })
    .execute();
  await refreshYearsOfClaims(t.database.db, [payment.claimId]);
  return id;
}

/** A submitted reimbursement of the claim with its sent item (as the pipeline files one); its id. */
export async function insertReimbursement(
  t: TestApp,
  owner: { claimantId: string; claimId: string },
  subject = 'Reimbursement',
): Promise<string> {
  const id = newId();
  const at = t.clock.now().toISOString();
  await t.database.db
    .insertInto('submissions')
    .values({
      id,
      claimant_id: owner.claimantId,
      claim_id: owner.claimId,
      kind: 'receipts',
      status: 'submitted',
      data: '{}',
      created_at: at,
      submitted_at: at,
      received_at: null,
    })
    .execute();
  await t.database.db
    .insertInto('sent_items')
    .values({
      id: newId(),
      claimant_id: owner.claimantId,
      claim_id: owner.claimId,
      submission_id: id,
      request_type: null,
      subject_main: subject,
      subject_other: 'Pharmacy',
      message: 'My receipts.',
      sent_at: at,
    })
    .execute();
  return id;
}

export async function getPayments(
  t: TestApp,
  token: string,
  financialYear?: number,
): Promise<GetPaymentsResponse> {
  const response = await postJson(t.app, endpoints.getPayments.path, {
    AccessToken: token,
    ...(financialYear === undefined ? {} : { FinancialYear: financialYear }),
  });
  if (response.statusCode !== 200) throw new Error(`getpayments: ${response.statusCode} ${response.body}`);
  return response.json() as GetPaymentsResponse;
}

export async function getPaymentSummary(t: TestApp, token: string): Promise<GetPaymentSummaryResponse> {
  const response = await postJson(t.app, endpoints.getPaymentSummary.path, { AccessToken: token });
  if (response.statusCode !== 200)
    throw new Error(`getpaymentsummary: ${response.statusCode} ${response.body}`);
  return response.json() as GetPaymentSummaryResponse;
}

/** A PUT's body for a payment on `claimNumber`: a scheduled income support payment unless overridden. */
export function paymentBody(claimNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    ClaimNumber: claimNumber,
    Kind: 'incomeSupport',
    Description: 'Income support for the fortnight',
    Amount: 123_450,
    Status: 'scheduled',
    PaymentDate: '12/12/2026',
    ...overrides,
  };
}

export function putPayment(
  t: TestApp,
  key: string,
  reference: string,
  body: Partial<PutProviderPaymentBody> | object,
) {
  return callProvider(t.app, {
    method: 'PUT',
    url: `/provider/v1/payments/${encodeURIComponent(reference)}`,
    key,
    body,
  });
}

export function listPayments(t: TestApp, key: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return callProvider(t.app, {
    method: 'GET',
    url: `/provider/v1/payments${search ? `?${search}` : ''}`,
    key,
  });
}

/** A table's row count (what a refused call must leave as it was). */
export async function countOf(
  t: TestApp,
  table: 'payments' | 'delivery_queue' | 'stored_files' | 'submissions',
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
