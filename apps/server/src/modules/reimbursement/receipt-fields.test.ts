import { encodeReceiptDescription } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { centsOf, isoDateOf, structuredReceipt } from './receipt-fields.js';

describe('a reimbursement sub-form as the provider receives it', () => {
  it('reads amounts as integer cents and dates as ISO', () => {
    expect([centsOf('$12'), centsOf('12.50'), centsOf(' $1234.05 '), centsOf('0.99')]).toEqual([
      1200, 1250, 123405, 99,
    ]);
    expect([centsOf('12.5'), centsOf('$1,200.00'), centsOf(''), centsOf(undefined)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([
      isoDateOf('01/04/2025'),
      isoDateOf('29/02/2024'),
      isoDateOf('29/02/2025'),
      isoDateOf('2025-04-01'),
    ]).toEqual(['2025-04-01', '2024-02-29', null, null]);
  });

  it('answers a pharmacy receipt with the pharmacy as provider', () => {
    const text = encodeReceiptDescription('pharmacy', {
      date: '03/11/2026',
      description: 'Pain relief_SECTION_x',
      pharmacy: 'Chemist on Pako',
      cost: '$18.95',
    });
    expect(structuredReceipt('pharmacy', text)).toEqual({
      kind: 'pharmacy',
      date: '2026-11-03',
      amountCents: 1895,
      provider: 'Chemist on Pako',
      description: 'Pain relief_SECTION_x',
      duration: null,
      serviceType: null,
      notes: null,
    });
  });

  it('answers home services with duration, type and notes, and nulls for what is missing', () => {
    const text = encodeReceiptDescription('homeServices', {
      date: '10/11/2026',
      duration: '3 hours',
      serviceProvider: 'Tidy Homes',
      serviceType: 'Cleaning',
      amount: '$120.00',
    });
    expect(structuredReceipt('homeServices', text)).toMatchObject({
      date: '2026-11-10',
      amountCents: 12000,
      provider: 'Tidy Homes',
      duration: '3 hours',
      serviceType: 'Cleaning',
      notes: null,
    });
  });
});
