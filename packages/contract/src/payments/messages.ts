import { screenTitles } from '../shell/screen-titles.js';

/**
 * Payments (issue 32), all ours. Placeholders: {name} (a financial year: 2025–26), {from} and {to}
 * (the years it spans), {amount} ($1,234.50), {date} (dd/mm/yyyy), {number} (an account number,
 * masked: •••••123).
 */
export const paymentsMessages = {
  title: screenTitles.payments,
  summaryTitle: 'Payments',
  yearLabel: 'Financial year',
  yearOption: '{name} (July {from}–June {to})',
  yearTotal: 'Paid in {name}: {amount}',
  upcomingHeading: 'Upcoming payments',
  madeHeading: 'Payments made',
  noUpcoming: 'No payments are scheduled in this financial year.',
  noneMade: 'No payments were made in this financial year.',
  next: 'Next payment',
  last: 'Last payment',
  noNext: 'No payment is scheduled.',
  noLast: 'No payment has been made yet.',
  seeAll: 'See all payments',
  scheduledOn: 'Scheduled for {date}',
  paidOn: 'Paid on {date}',
  paidTo: 'Paid to account {number}',
  kinds: {
    incomeSupport: 'Income support',
    reimbursement: 'Reimbursement',
    other: 'Other payment',
  },
  amountLabel: 'Amount',
  remittance: 'Remittance advice (PDF)',
  /** Read after the button's text, so each of several buttons names its payment. */
  remittanceOf: 'for the payment of {date}',
  reimbursementSent: 'See the reimbursement you sent',
  paymentOfReimbursement: 'See the payment of this reimbursement',
  loadError: 'Your payments could not be loaded. Please try again later.',
} as const;
