import { describe, expect, it } from 'vitest';
import { serverErrors } from '../shared/errors.js';
import { notificationMessages } from '../notifications/messages.js';
import { buildProviderOpenApiDocument } from '../provider/index.js';
import {
  PAYMENTS_PER_YEAR_MAX,
  financialYearOf,
  getPaymentsRequestSchema,
  getPaymentsResponseSchema,
} from './schemas.js';

describe('Payments (issue 32)', () => {
  it('counts the Australian financial year from 1 July, by the year it starts in', () => {
    expect(financialYearOf({ year: 2026, month: 6 })).toBe(2025);
    expect(financialYearOf({ year: 2026, month: 7 })).toBe(2026);
    expect(financialYearOf({ year: 2026, month: 1 })).toBe(2025);
    expect(financialYearOf({ year: 2025, month: 12 })).toBe(2025);
  });

  it('takes an optional whole financial year, and refuses any other', () => {
    expect(getPaymentsRequestSchema.safeParse({ AccessToken: 't' }).success).toBe(true);
    expect(getPaymentsRequestSchema.safeParse({ AccessToken: 't', FinancialYear: 2025 }).success).toBe(true);
    for (const bad of [2025.5, '2025', -1, 99_999, null])
      expect(getPaymentsRequestSchema.safeParse({ FinancialYear: bad }).success, String(bad)).toBe(false);
  });

  it('answers at most one bounded year of payments a call', () => {
    const payment = {
      PaymentId: 'p',
      Kind: 'other',
      Description: 'D',
      Amount: 100,
      Status: 'paid',
      PaymentDate: '01/07/2026',
      Account: null,
      Remittance: null,
      SentItem: null,
    };
    const answer = (n: number) => ({
      FinancialYear: 2026,
      Years: [2026],
      Items: Array(n).fill(payment),
      TotalPaid: 0,
    });
    expect(getPaymentsResponseSchema.safeParse(answer(PAYMENTS_PER_YEAR_MAX)).success).toBe(true);
    expect(getPaymentsResponseSchema.safeParse(answer(PAYMENTS_PER_YEAR_MAX + 1)).success).toBe(false);
    // A cancelled payment is never the claimant's to see.
    expect(
      getPaymentsResponseSchema.safeParse({ ...answer(1), Items: [{ ...payment, Status: 'cancelled' }] })
        .success,
    ).toBe(false);
  });

  it('announces a payment made by what and where only, never an amount', () => {
    expect(notificationMessages.paymentMadeSubject).toBe('{provider} has made a payment on your claim');
    expect(notificationMessages.paymentMadeBody).toBe(
      'A payment has been made on your claim. Sign in to the Claimant Portal to see it under Payments. ' +
        'If you have questions, call {provider} on {phone}.',
    );
    expect(notificationMessages.paymentMadeBody).not.toMatch(/\$|\{amount\}/);
  });

  it('numbers its errors 310-312', () => {
    expect(
      [
        serverErrors.providerPaymentDate,
        serverErrors.providerPaymentSubmission,
        serverErrors.providerPaymentRemittance,
      ].map((error) => error.Number),
    ).toEqual([310, 311, 312]);
  });

  it('puts the provider calls under the Payments tag of the OpenAPI document', () => {
    const document = buildProviderOpenApiDocument({ title: 'Test', version: 'test' });
    expect(document.tags).toContainEqual({ name: 'Payments' });
    expect(document.paths['/provider/v1/payments/{reference}']?.put?.['tags']).toEqual(['Payments']);
    expect(document.paths['/provider/v1/payments']?.get?.['tags']).toEqual(['Payments']);
  });
});
