import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { messages, type Payment } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { usePayments } from '../api/get-payments';
import { financialYearOption, yearTotalText } from '../payment-format';
import { PaymentItem } from './payment-item';
import './payments.css';

const t = messages.payments;

/** `?year=2025&payment=<id>`: a sent item's link to the payment that paid it (issue 32). */
function linkedFrom(search: string): { year: number | null; paymentId: string | null } {
  const params = new URLSearchParams(search);
  const year = Number(params.get('year'));
  return { year: Number.isInteger(year) && year > 0 ? year : null, paymentId: params.get('payment') };
}

/**
 * /payments (issue 32 "Payments"): the selected claim's upcoming and made payments of one Australian
 * financial year, chosen in a labelled select (the current one first), with the year's total paid
 * announced when it changes. Empty states in words. Reached from a reimbursement's sent item, it opens
 * on that payment's year and moves the focus to it.
 */
export function PaymentsPage({ meta }: ScreenProps) {
  const location = useLocation();
  const linked = linkedFrom(location.search);
  const [year, setYear] = useState<number | null>(linked.year);
  const payments = usePayments(year);
  const id = useId();
  const data = payments.data;

  // Only once, when the linked year's list first arrives: not again on a later change of year.
  const hasFocusedLinked = useRef(false);
  useEffect(() => {
    if (hasFocusedLinked.current || !linked.paymentId || !data) return;
    hasFocusedLinked.current = true;
    document.getElementById(`payment-${linked.paymentId}`)?.focus();
  }, [linked.paymentId, data]);

  // The server lists the year latest first; what is coming is read soonest first.
  const upcoming: Payment[] = data?.Items.filter((item) => item.Status === 'scheduled').reverse() ?? [];
  const made: Payment[] = data?.Items.filter((item) => item.Status === 'paid') ?? [];

  return (
    <section className="page payments">
      <PageTitle>{meta.title}</PageTitle>
      {payments.isError && !data && <p className="notice notice--warning">{t.loadError}</p>}
      {data && (
        <>
          <div className="field payments__year">
            <label className="field__label" htmlFor={`${id}-year`}>
              {t.yearLabel}
            </label>
            <select
              id={`${id}-year`}
              className="field__input"
              value={data.FinancialYear}
              onChange={(event) => setYear(Number(event.target.value))}
            >
              {data.Years.map((value) => (
                <option key={value} value={value}>
                  {financialYearOption(value)}
                </option>
              ))}
            </select>
          </div>
          {/* Announced when the year changes: the total is what the filter is for. */}
          <p className="payments__total" role="status">
            {yearTotalText(data.FinancialYear, data.TotalPaid)}
          </p>
          <h2 className="payments__heading">{t.upcomingHeading}</h2>
          <PaymentList items={upcoming} empty={t.noUpcoming} />
          <h2 className="payments__heading">{t.madeHeading}</h2>
          <PaymentList items={made} empty={t.noneMade} />
        </>
      )}
    </section>
  );
}

function PaymentList({ items, empty }: { items: readonly Payment[]; empty: string }) {
  if (items.length === 0) return <p className="payments__empty">{empty}</p>;
  return (
    <ul className="payments__list">
      {items.map((payment) => (
        <li key={payment.PaymentId}>
          <PaymentItem payment={payment} />
        </li>
      ))}
    </ul>
  );
}
