import { formatMessage, messages, type SentItem } from '@portal/contract';
import { useBranding } from '../../../../api/get-information';
import { DetailRegion } from '../../components/detail-region';

const t = messages.sentItems;

/**
 * A sent item's detail (spec part 2 §2 "Sent items"): "Sent at {time} on {date}", the main and other
 * subjects, the selected claim's number, the message with its links made clickable, and the files;
 * once the provider has marked it received, "Received by {provider} on {date}" (issue 11 read receipts).
 */
export function SentItemDetail({ item, claimNumber }: { item: SentItem; claimNumber: string }) {
  const { providerName } = useBranding();
  const sentAt = formatMessage(t.sentAt, { time: item.Time, date: item.Date });
  const intro = item.ReceivedDate ? (
    <>
      {sentAt}
      <br />
      {formatMessage(t.receivedBy, { provider: providerName, date: item.ReceivedDate })}
    </>
  ) : (
    sentAt
  );
  return (
    <DetailRegion
      label={t.detailsRegion}
      subject={item.SubjectMain}
      secondSubject={item.SubjectOther}
      intro={intro}
      fields={[{ label: messages.shell.sideMenu.claimNumber, value: claimNumber }]}
      text={item.Message}
      files={item.Files}
    />
  );
}
