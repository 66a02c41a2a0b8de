import { type Branding, formatMessage, messages } from '@portal/contract';
import { wireDateOf } from '../claims/wire-date.js';
import { paymentOf } from '../submissions/submissions.service.js';

const text = messages.reimbursementPayee.status;

/** "$1,234.05" from integer cents. */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A reimbursement's payment status in the claimant's words (issue 12), or null when none is set. */
export function paymentStatusText(
  json: string | undefined,
  branding: Pick<Branding, 'providerName'>,
): string | null {
  const payment = paymentOf(json ?? null);
  if (!payment) return null;
  switch (payment.Status) {
    case 'received':
      return formatMessage(text.received, { provider: branding.providerName });
    case 'approved':
      return text.approved;
    case 'paid':
      return formatMessage(text.paid, {
        amount: dollars(payment.AmountCents),
        date: wireDateOf(payment.PaidOn),
      });
    case 'declined':
      return formatMessage(text.declined, { reason: payment.Reason });
  }
}
