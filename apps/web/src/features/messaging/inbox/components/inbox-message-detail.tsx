import { messages, type InboxMessage } from '@portal/contract';
import { DetailRegion } from '../../components/detail-region';

const t = messages.inbox;

/**
 * A message's detail (spec part 2 §2 "Inbox"): the provider's sent date and time, the received time
 * and date, the subject, the selected claim's number, the text with links and the attachments.
 */
export function InboxMessageDetail({ message, claimNumber }: { message: InboxMessage; claimNumber: string }) {
  return (
    <DetailRegion
      label={t.detailsRegion}
      subject={message.Subject}
      fields={[
        { label: t.sent, value: `${message.SentDate} ${message.SentTime}` },
        { label: t.received, value: `${message.ReceivedTime} ${message.ReceivedDate}` },
        { label: messages.shell.sideMenu.claimNumber, value: claimNumber },
      ]}
      text={message.Message}
      files={message.Attachments}
    />
  );
}
