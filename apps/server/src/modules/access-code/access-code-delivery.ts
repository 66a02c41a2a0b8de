import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChannel, Notifier } from '../../notifier/notifier.js';
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
 * Sends the message to every destination; a transport failing on one channel does not stop the
 * other. Answers the destinations that accepted it.
 */
export async function deliverAccessCode(
  notifier: Notifier,
  log: FastifyBaseLogger,
  destinations: readonly Destination[],
  message: AccessCodeMessage,
): Promise<Destination[]> {
  const results = await Promise.allSettled(
    destinations.map((d) =>
      notifier.send({ channel: d.channel, to: d.to, subject: message.subject, body: message.body }),
    ),
  );
  const delivered: Destination[] = [];
  results.forEach((result, index) => {
    const destination = destinations[index];
    if (destination === undefined) return;
    if (result.status === 'fulfilled') delivered.push(destination);
    else log.error({ err: result.reason, channel: destination.channel }, 'access code could not be sent');
  });
  return delivered;
}
