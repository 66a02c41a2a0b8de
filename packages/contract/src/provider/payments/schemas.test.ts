import { describe, expect, it } from 'vitest';
import {
  listProviderPaymentsQuerySchema,
  providerPaymentParamsSchema,
  putProviderPaymentBodySchema,
} from './schemas.js';

describe('provider payments (issue 32)', () => {
  const payment = {
    ClaimNumber: '12/34567',
    Kind: 'incomeSupport',
    Description: 'Weekly income support',
    Amount: 123_450,
    Status: 'scheduled',
    PaymentDate: '12/12/2026',
  };

  it('takes a payment without SubmissionId, account or remittance', () => {
    expect(putProviderPaymentBodySchema.parse(payment)).toEqual(payment);
  });

  it('refuses an unknown kind or status, a bad amount, an empty description and a long date', () => {
    for (const bad of [
      { Kind: 'bonus' },
      { Status: 'sent' },
      { Amount: -100 },
      { Amount: 0 },
      { Amount: 12.5 },
      { Amount: 100_000_001 },
      { Amount: '100' },
      { Description: ' ' },
      { Description: 'x'.repeat(201) },
      { PaymentDate: '12/12/2026 09:00' },
      { AccountNumber: '12-34' },
      { SubmissionId: 7 },
      { Remittance: 42 },
    ]) {
      expect(
        putProviderPaymentBodySchema.safeParse({ ...payment, ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });

  it("takes the provider's reference as 1-100 letters, digits, '.', '_', ':' and '-'", () => {
    for (const reference of ['A', 'pay:2026.11_0001', 'x'.repeat(100)])
      expect(providerPaymentParamsSchema.safeParse({ reference }).success, reference).toBe(true);
    for (const reference of ['', 'x'.repeat(101), 'with space', 'a/b'])
      expect(providerPaymentParamsSchema.safeParse({ reference }).success, reference).toBe(false);
  });

  it('filters the list by claim number and status, both optional', () => {
    expect(listProviderPaymentsQuerySchema.safeParse({}).success).toBe(true);
    expect(
      listProviderPaymentsQuerySchema.safeParse({ ClaimNumber: '12/34567', Status: 'paid' }).success,
    ).toBe(true);
    expect(listProviderPaymentsQuerySchema.safeParse({ Status: 'done' }).success).toBe(false);
  });
});
