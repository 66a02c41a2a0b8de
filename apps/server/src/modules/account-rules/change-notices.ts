import { type Branding, brandingValues, formatMessage, messages } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NotificationChannel } from '../../notifier/notifier.js';
import { findActivatedClaimantsOfClaim } from '../claimant/claimant.service.js';
import type { DeliveryQueue, NoticeTopic } from '../deliveries/index.js';

/** One contact a change notice goes to. */
export interface NoticeRecipient {
  channel: NotificationChannel;
  to: string;
}

export interface NoticeDeps {
  deliveries: DeliveryQueue;
  branding: Branding;
}

/**
 * Tells the claimant that a detail changed (issue 4: "a change of e-mail, mobile or bank details sends
 * a notice to the old contact as well as the new one"). The notices are queued in the transaction of
 * the change (`trx`), so they exist exactly when the change does, and are delivered afterwards with
 * retries (issue 29): a mail server that is down neither fails the call nor loses the notice.
 */
export async function enqueueChangeNotices(
  trx: Kysely<Database>,
  deps: NoticeDeps,
  recipients: readonly NoticeRecipient[],
  template: { subject: string; body: string; topic: NoticeTopic },
): Promise<void> {
  const values = brandingValues(deps.branding);
  const unique = recipients.filter(
    (r, i) => recipients.findIndex((o) => o.channel === r.channel && o.to === r.to) === i,
  );
  for (const r of unique) {
    await deps.deliveries.enqueueNotice(trx, {
      channel: r.channel,
      to: r.to,
      subject: r.channel === 'email' ? formatMessage(template.subject, values) : undefined,
      body: formatMessage(template.body, values),
      topic: template.topic,
    });
  }
}

/** The claimant's e-mail and mobile on file, as notice recipients. */
export function recipientsOf(contact: { email: string | null; mobile: string | null }): NoticeRecipient[] {
  const recipients: NoticeRecipient[] = [];
  if (contact.email) recipients.push({ channel: 'email', to: contact.email });
  if (contact.mobile) recipients.push({ channel: 'sms', to: contact.mobile });
  return recipients;
}

/**
 * A notice about a claim to each claimant of it with an activated account, on the channels they
 * prefer (a new message, a new request), queued in the transaction that made the news.
 */
export async function enqueueClaimNotices(
  trx: Kysely<Database>,
  deps: NoticeDeps,
  claimId: string,
  template: { subject: string; body: string; topic: NoticeTopic },
): Promise<void> {
  const claimants = await findActivatedClaimantsOfClaim(trx, claimId);
  const recipients: NoticeRecipient[] = claimants.flatMap((claimant) => [
    ...(claimant.pref_email === 1 && claimant.email
      ? [{ channel: 'email' as const, to: claimant.email }]
      : []),
    ...(claimant.pref_sms === 1 && claimant.mobile ? [{ channel: 'sms' as const, to: claimant.mobile }] : []),
  ]);
  await enqueueChangeNotices(trx, deps, recipients, template);
}

/**
 * "Your password was changed; if this was not you, call us" to the e-mail and mobile on record
 * (issue 10 item 2, RESOLUTIONS.md "Account recovery and takeover"): after every reset and change, so
 * someone who took the account over through forgot password cannot do it unnoticed. Queued in the
 * transaction that stores the new password (issue 29).
 */
export async function enqueuePasswordChangedNotices(
  trx: Kysely<Database>,
  deps: NoticeDeps,
  contact: { email: string | null; mobile: string | null },
): Promise<void> {
  const { passwordChangedSubject: subject, passwordChangedBody: body } = messages.notifications;
  await enqueueChangeNotices(trx, deps, recipientsOf(contact), { subject, body, topic: 'passwordChanged' });
}
