import { type Branding, brandingValues, formatMessage, messages } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChannel, Notifier, OutgoingMessage } from '../../notifier/notifier.js';

/** One contact a change notice goes to. */
export interface NoticeRecipient {
  channel: NotificationChannel;
  to: string;
}

/**
 * Tells the claimant that a detail changed (issue 4: "a change of e-mail, mobile or bank details sends
 * a notice to the old contact as well as the new one"). The change is already saved, so a transport
 * failing on one recipient is logged and does not fail the call or stop the other notices.
 */
export async function sendChangeNotices(
  deps: { notifier: Notifier; log: FastifyBaseLogger; branding: Branding },
  recipients: readonly NoticeRecipient[],
  template: { subject: string; body: string },
): Promise<void> {
  const values = brandingValues(deps.branding);
  const unique = recipients.filter(
    (r, i) => recipients.findIndex((o) => o.channel === r.channel && o.to === r.to) === i,
  );
  const messages: OutgoingMessage[] = unique.map((r) => ({
    channel: r.channel,
    to: r.to,
    subject: r.channel === 'email' ? formatMessage(template.subject, values) : undefined,
    body: formatMessage(template.body, values),
  }));
  const results = await Promise.allSettled(messages.map((m) => deps.notifier.send(m)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      deps.log.error(
        { err: result.reason, channel: messages[i]?.channel },
        'change notice could not be sent',
      );
    }
  });
}

/** The claimant's e-mail and mobile on file, as notice recipients. */
export function recipientsOf(contact: { email: string | null; mobile: string | null }): NoticeRecipient[] {
  const recipients: NoticeRecipient[] = [];
  if (contact.email) recipients.push({ channel: 'email', to: contact.email });
  if (contact.mobile) recipients.push({ channel: 'sms', to: contact.mobile });
  return recipients;
}

/**
 * "Your password was changed; if this was not you, call us" to the e-mail and mobile on record
 * (issue 10 item 2, RESOLUTIONS.md "Account recovery and takeover"): after every reset and change, so
 * someone who took the account over through forgot password cannot do it unnoticed.
 */
export async function sendPasswordChangedNotices(
  deps: { notifier: Notifier; log: FastifyBaseLogger; branding: Branding },
  contact: { email: string | null; mobile: string | null },
): Promise<void> {
  const { passwordChangedSubject: subject, passwordChangedBody: body } = messages.notifications;
  await sendChangeNotices(deps, recipientsOf(contact), { subject, body });
}
