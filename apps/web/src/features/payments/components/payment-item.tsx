import { Link, useLocation } from 'react-router';
import { formatAmount, formatMessage, messages, type Payment } from '@portal/contract';
import { noHeaderSearch } from '../../../lib/header-visibility';
import { RemittanceButton } from './remittance-button';

const t = messages.payments;

/**
 * One payment (issue 32): kind and amount, the day it is or was made, what it is for, and once made
 * the account it went to (masked) and its remittance advice; a reimbursement's payment links to the
 * sent item of what the claimant sent (the mobile app's detail page, nh=1 kept).
 */
export function PaymentItem({ payment, headingLevel = 3 }: { payment: Payment; headingLevel?: 3 | 4 }) {
  const location = useLocation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const isPaid = payment.Status === 'paid';
  return (
    // Named by its heading and day: two payments of one kind and amount still read apart.
    <article
      className="payment"
      id={`payment-${payment.PaymentId}`}
      tabIndex={-1}
      aria-labelledby={`payment-${payment.PaymentId}-heading payment-${payment.PaymentId}-date`}
    >
      <Heading className="payment__heading" id={`payment-${payment.PaymentId}-heading`}>
        <span>{t.kinds[payment.Kind]}</span>{' '}
        <span className="payment__amount">{formatAmount(payment.Amount)}</span>
      </Heading>
      <p className="payment__date" id={`payment-${payment.PaymentId}-date`}>
        {formatMessage(isPaid ? t.paidOn : t.scheduledOn, { date: payment.PaymentDate })}
      </p>
      <p className="payment__description">{payment.Description}</p>
      {isPaid && payment.Account && (
        <p className="payment__account">{formatMessage(t.paidTo, { number: payment.Account })}</p>
      )}
      {(payment.Remittance || payment.SentItem) && (
        <div className="payment__actions">
          {isPaid && payment.Remittance && (
            <RemittanceButton file={payment.Remittance} paymentDate={payment.PaymentDate} />
          )}
          {payment.SentItem && (
            <Link
              to={{ pathname: '/sent-item-detail', search: noHeaderSearch(location) }}
              state={{ sentData: true, item: payment.SentItem }}
            >
              {t.reimbursementSent}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
