import { Link, useLocation } from 'react-router';
import { messages, type Payment } from '@portal/contract';
import { noHeaderSearch } from '../../../lib/header-visibility';
import { usePaymentSummary } from '../api/get-payment-summary';
import { PaymentItem } from './payment-item';
import './payments.css';

const t = messages.payments;

/**
 * Claim home's Payments section (issue 32): the next payment and the last one made, each in words
 * when there is none, and a link to /payments. Rendered by app/screens/claim-home-screen.tsx below
 * the six panels; nothing shows until the summary has answered, so the panels above never move.
 */
export function PaymentsSummary() {
  const location = useLocation();
  const summary = usePaymentSummary();
  if (!summary.data) return null;
  return (
    <section className="payments-summary" aria-labelledby="payments-summary-title">
      <h2 id="payments-summary-title" className="payments-summary__title">
        {t.summaryTitle}
      </h2>
      <div className="payments-summary__grid">
        <SummaryEntry label={t.next} payment={summary.data.Next} none={t.noNext} />
        <SummaryEntry label={t.last} payment={summary.data.Last} none={t.noLast} />
      </div>
      <p>
        <Link to={{ pathname: '/payments', search: noHeaderSearch(location) }}>{t.seeAll}</Link>
      </p>
    </section>
  );
}

function SummaryEntry({ label, payment, none }: { label: string; payment: Payment | null; none: string }) {
  return (
    <div className="payments-summary__entry">
      <h3 className="payments-summary__label">{label}</h3>
      {payment ? <PaymentItem payment={payment} headingLevel={4} /> : <p>{none}</p>}
    </div>
  );
}
