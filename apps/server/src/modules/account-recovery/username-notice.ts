import { type Branding, brandingValues, formatMessage, messages } from '@portal/contract';
import type { NotificationChannel, OutgoingMessage } from '../../notifier/notifier.js';

/** The forgot-username message (spec part 1 §2 "/sentusername"); its wording is the contract's. */
const notice = { subject: messages.notifications.usernameSubject, body: messages.notifications.usernameBody };

export function usernameNotice(
  channel: NotificationChannel,
  to: string,
  username: string,
  branding: Branding,
): OutgoingMessage {
  const values = { ...brandingValues(branding), username };
  return {
    channel,
    to,
    subject: channel === 'email' ? formatMessage(notice.subject, values) : undefined,
    body: formatMessage(notice.body, values),
  };
}
