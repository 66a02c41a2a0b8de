import type { GetPaymentSummaryResponse, GetPaymentsResponse, Payment, SentItem } from '@portal/contract';

/** Payments as the server answers them, for the web tests (issue 32). */

export const reimbursementSentItem: SentItem = {
  Time: '8:15 pm',
  Date: '15/12/2025',
  SubjectMain: 'Reimbursement',
  SubjectOther: 'Pharmacy',
  Message: 'Pharmacy receipts.',
  Files: [],
  Selected: false,
  ReceivedDate: null,
  PaymentStatus: 'Paid $148.35 on 22/12/2025',
  Payment: { PaymentId: 'pay-reimbursement', FinancialYear: 2025 },
};

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    PaymentId: 'pay-1',
    Kind: 'incomeSupport',
    Description: 'Income support for the fortnight',
    Amount: 123_450,
    Status: 'paid',
    PaymentDate: '22/02/2026',
    Account: '•••••726',
    Remittance: { FileID: 'file-remittance', Filename: 'Remittance advice 22-02-2026.pdf' },
    SentItem: null,
    ...overrides,
  };
}

export const thisYear: GetPaymentsResponse = {
  FinancialYear: 2025,
  Years: [2025, 2024],
  // As the server lists them: latest payment date first.
  Items: [
    payment({
      PaymentId: 'pay-after-next',
      Status: 'scheduled',
      PaymentDate: '22/03/2026',
      Account: null,
      Remittance: null,
    }),
    payment({
      PaymentId: 'pay-next',
      Status: 'scheduled',
      PaymentDate: '08/03/2026',
      Account: null,
      Remittance: null,
    }),
    payment(),
    payment({
      PaymentId: 'pay-reimbursement',
      Kind: 'reimbursement',
      Description: 'Reimbursement of pharmacy receipts',
      Amount: 14_835,
      PaymentDate: '22/12/2025',
      Remittance: { FileID: 'file-r2', Filename: 'Remittance advice 22-12-2025.pdf' },
      SentItem: reimbursementSentItem,
    }),
  ],
  TotalPaid: 138_285,
};

export const lastYear: GetPaymentsResponse = {
  FinancialYear: 2024,
  Years: [2025, 2024],
  Items: [
    payment({
      PaymentId: 'pay-old',
      Kind: 'other',
      Description: 'Travel',
      Amount: 8_620,
      PaymentDate: '15/06/2025',
    }),
  ],
  TotalPaid: 8_620,
};

export const summary: GetPaymentSummaryResponse = {
  Next: thisYear.Items[1]!,
  Last: thisYear.Items[2]!,
};
