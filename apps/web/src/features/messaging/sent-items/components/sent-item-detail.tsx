import { formatMessage, messages, type SentItem } from '@portal/contract';
import { DetailRegion } from '../../components/detail-region';

const t = messages.sentItems;

/**
 * A sent item's detail (spec part 2 §2 "Sent items"): "Sent at {time} on {date}", the main and other
 * subjects, the selected claim's number, the message with its links made clickable, and the files.
 */
export function SentItemDetail({ item, claimNumber }: { item: SentItem; claimNumber: string }) {
  return (
    <DetailRegion
      label={t.detailsRegion}
      subject={item.SubjectMain}
      secondSubject={item.SubjectOther}
      intro={formatMessage(t.sentAt, { time: item.Time, date: item.Date })}
      fields={[{ label: messages.shell.sideMenu.claimNumber, value: claimNumber }]}
      text={item.Message}
      files={item.Files}
    />
  );
}
