/**
 * Amounts as the portal writes them, on the server and in the browser alike: integer cents as $1,234.50
 * (issue 32: Payments, the sent items of reimbursements, the timeline). One formatter, made once: an
 * Intl.NumberFormat built per call (toLocaleString with options) was 7 % of getpayments' server CPU.
 */
const amountFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer cents as the portal writes amounts: $1,234.50. */
export function formatAmount(cents: number): string {
  return amountFormat.format(cents / 100);
}
