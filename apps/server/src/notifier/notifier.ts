/**
 * Delivery of e-mails and text messages (RESOLUTIONS.md "Access codes"). Transports: the outbox
 * (embedded default: stored and logged, readable at GET /api/dev/outbox), SMTP and an SMS gateway.
 * Modules do not call it: they queue a message in their transaction (`app.deliveries`,
 * modules/deliveries/delivery-queue.ts) and the delivery worker calls `send` (issue 29).
 */
export type NotificationChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: NotificationChannel;
  /** E-mail address or Australian mobile number. */
  to: string;
  /** E-mail subject; ignored for SMS. */
  subject?: string;
  body: string;
  /**
   * The message's id in the delivery queue: a retry sends the same id, so the receiver can drop a
   * repeat (SMTP Message-ID, the SMS gateway's idempotency key, the outbox row). Issue 29.
   */
  id?: string;
}

export interface Notifier {
  /** Resolves once the transport accepted the message; rejects when it could not be sent. */
  send(message: OutgoingMessage): Promise<void>;
}
