/**
 * Delivery of e-mails and text messages (RESOLUTIONS.md "Access codes"). Transports: the outbox
 * (embedded default: stored and logged, readable at GET /api/dev/outbox), SMTP and an SMS gateway.
 * Modules depend only on this interface, through `app.notifier`.
 */
export type NotificationChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: NotificationChannel;
  /** E-mail address or Australian mobile number. */
  to: string;
  /** E-mail subject; ignored for SMS. */
  subject?: string;
  body: string;
}

export interface Notifier {
  /** Resolves once the transport accepted the message; rejects when it could not be sent. */
  send(message: OutgoingMessage): Promise<void>;
}
