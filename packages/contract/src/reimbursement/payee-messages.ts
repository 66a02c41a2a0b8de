/**
 * How a reimbursement's payee and payment status read as the other subject of its sent item (issue 12 "Server": main
 * subject the receipt type, other subject the payee). All ours: the spec names only the three choices.
 */
export const reimbursementPayeeMessages = {
  me: 'Paid to me', // ours
  someoneElse: 'Paid to {name}', // ours
  provider: 'My provider bills the {provider} directly', // ours
  /** The payment status a sent reimbursement shows once the provider sets it (issue 12). */
  status: {
    received: 'Payment status: received by {provider}', // ours
    approved: 'Payment status: approved', // ours
    paid: 'Payment status: paid {amount} on {date}', // ours
    declined: 'Payment status: declined. {reason}', // ours
  },
} as const;
