import {
  type Branding,
  type ReimbursementStatus,
  formatAmount,
  formatMessage,
  messages,
  reimbursementStatusSchema,
} from '@portal/contract';
import { wireDateOf } from '../../lib/wire-date.js';

const text = messages.reimbursementPayee.status;

/** A stored payment status read back through the contract's schema (null when unset or unreadable). */
export function paymentOf(json: string | null): ReimbursementStatus | null {
  if (json === null) return null;
  const parsed = reimbursementStatusSchema.safeParse(parseStored(json));
  return parsed.success ? parsed.data : null;
}

/** Stored JSON; text that does not parse is given as it is (and fails the schema). */
function parseStored(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

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
        amount: formatAmount(payment.AmountCents),
        date: wireDateOf(payment.PaidOn),
      });
    case 'declined':
      return formatMessage(text.declined, { reason: payment.Reason });
  }
}
