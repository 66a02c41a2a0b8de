import { Link, useLocation } from 'react-router';
import { formatMessage, messages, type SentItem } from '@portal/contract';
import { isNoHeader } from '../../../../lib/header-visibility';
import { useBranding } from '../../../../api/get-information';
import { DetailRegion } from '../../components/detail-region';

const t = messages.sentItems;

/**
 * A sent item's detail (spec part 2 §2 "Sent items"): "Sent at {time} on {date}", the main and other
 * subjects, the selected claim's number, the message with its links made clickable, and the files;
 * once the provider has marked it received, "Received by {provider} on {date}" (issue 11 read receipts),
 * and for a reimbursement the payment status the provider set (issue 12).
 */
export function SentItemDetail({ item, claimNumber }: { item: SentItem; claimNumber: string }) {
  const { providerName } = useBranding();
  const sentAt = formatMessage(t.sentAt, { time: item.Time, date: item.Date });
  // Read receipt (issue 11) and a reimbursement's payment status (issue 12), each on its own line.
  const lines = [
    sentAt,
    item.ReceivedDate
      ? formatMessage(t.receivedBy, { provider: providerName, date: item.ReceivedDate })
      : null,
    item.PaymentStatus ?? null,
  ].filter((line): line is string => line !== null && line !== '');
  const intro = lines.map((line, index) => (
    <span key={line}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
  return (
    <>
      <DetailRegion
        label={t.detailsRegion}
        subject={item.SubjectMain}
        secondSubject={item.SubjectOther}
        intro={intro}
        fields={[{ label: messages.shell.sideMenu.claimNumber, value: claimNumber }]}
        text={item.Message}
        files={item.Files}
      />
      {item.Payment && <PaymentLink payment={item.Payment} />}
    </>
  );
}

/** Issue 32: a reimbursement's sent item links to the payment that paid it, on /payments (nh=1 kept). */
function PaymentLink({ payment }: { payment: NonNullable<SentItem['Payment']> }) {
  const location = useLocation();
  const search = new URLSearchParams({ year: String(payment.FinancialYear), payment: payment.PaymentId });
  if (isNoHeader(location)) search.set('nh', '1');
  return (
    <p className="sent-item-detail__payment">
      <Link to={{ pathname: '/payments', search: `?${search.toString()}` }}>
        {messages.payments.paymentOfReimbursement}
      </Link>
    </p>
  );
}
