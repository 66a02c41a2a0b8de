/**
 * How a reimbursement's payee reads as the other subject of its sent item (issue 12 "Server": main
 * subject the receipt type, other subject the payee). All ours: the spec names only the three choices.
 */
export const reimbursementPayeeMessages = {
  me: 'Paid to me', // ours
  someoneElse: 'Paid to {name}', // ours
  provider: 'My provider bills the {provider} directly', // ours
} as const;
