import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NotificationChannel } from '../../notifier/notifier.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import type { AccessCodePurpose } from './access-code-purpose.js';
import type { AccessCodeMessage } from './access-code-message.js';

export interface ContactMethods {
  email: string | null;
  mobile: string | null;
}

export interface Destination {
  channel: NotificationChannel;
  to: string;
}

const present = (value: string | null): value is string => value !== null && value.trim() !== '';

/**
 * Where a code goes (spec part 1 §2 "Access code page", §8 error 86):
 * - activation and sign-in: every contact method the claimant has, mobile and e-mail;
 * - a mobile change: the e-mail, and an e-mail change: the mobile — the other method, so whoever
 *   holds only the detail being replaced cannot approve the change;
 * - a bank change: the mobile when there is one (a second factor distinct from the username's
 *   mailbox), otherwise the e-mail.
 * An empty answer means the caller answers 86 (no contact method).
 */
export function destinationsFor(purpose: AccessCodePurpose, contact: ContactMethods): Destination[] {
  const sms: Destination[] = present(contact.mobile) ? [{ channel: 'sms', to: contact.mobile.trim() }] : [];
  const email: Destination[] = present(contact.email) ? [{ channel: 'email', to: contact.email.trim() }] : [];
  switch (purpose) {
    case 'registration':
    case 'login':
      return [...sms, ...email];
    case 'mobile':
      return email;
    case 'email':
      return sms;
    case 'bank':
      return sms.length > 0 ? sms : email;
  }
}

/**
 * Queues the code for every destination in the transaction that stores it (issue 29): each channel is
 * delivered on its own, retried while the code is valid and never sent after `validUntil`.
 */
export async function enqueueAccessCode(
  trx: Kysely<Database>,
  deliveries: DeliveryQueue,
  destinations: readonly Destination[],
  message: AccessCodeMessage,
  validUntil: Date,
): Promise<void> {
  for (const d of destinations) {
    await deliveries.enqueueNotice(trx, {
      channel: d.channel,
      to: d.to,
      subject: message.subject,
      body: message.body,
      topic: 'accessCode',
      validUntil,
    });
  }
}
