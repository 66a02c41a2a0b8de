import nodemailer, { type Transporter } from 'nodemailer';
import type { Notifier, OutgoingMessage } from './notifier.js';

/** A bounded wait: a mail server that hangs must not hold a request for the whole 2-minute timeout. */
const SMTP_TIMEOUT_MS = 20_000;

/** E-mail through any SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpTransport implements Notifier {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`SMTP cannot send a ${message.channel} message`);
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.body,
    });
  }

  close(): void {
    this.transporter.close();
  }
}
