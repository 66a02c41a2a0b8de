import nodemailer, { type Transporter } from 'nodemailer';
import type { Notifier, OutgoingMessage } from './notifier.js';

/** A bounded wait: a mail server that hangs must not hold a delivery for the whole 2-minute default. */
const SMTP_TIMEOUT_MS = 20_000;

/** The domain of the sender's address, for Message-IDs (`Name <a@b>` or `a@b`). */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'claimant-portal.invalid';
}

/** E-mail through any SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpTransport implements Notifier {
  private readonly transporter: Transporter;
  private readonly domain: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs: number = SMTP_TIMEOUT_MS,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    this.domain = senderDomain(from);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error(`SMTP cannot send a ${message.channel} message`);
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.body,
      // A retry after a lost answer carries the same Message-ID, so mail systems can drop the repeat.
      ...(message.id === undefined ? {} : { messageId: `<${message.id}@${this.domain}>` }),
    });
  }

  close(): void {
    this.transporter.close();
  }
}
