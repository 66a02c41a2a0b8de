import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.js';
import { type Clock, toTimestamp } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import type { Notifier, OutgoingMessage } from './notifier.js';
import { insertOutboxMessage, latestOutboxTimestamp } from './outbox.repository.js';

/**
 * The embedded default transport (RESOLUTIONS.md "Access codes"): every message is stored in
 * outbox_messages and printed to the log, body included, so a developer or a demo visitor can read an
 * access code without a mail server. Only ever used while NOTIFIER=outbox (config.ts), and a server
 * listening beyond loopback with it needs DEMO=1 (outbox-exposure.ts).
 */
export class OutboxTransport implements Notifier {
  /** Last SentAt handed out: messages sent within one millisecond still list newest first. */
  private lastSentAt: number | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const sentAt = await this.nextSentAt();
    const subject = message.channel === 'email' ? (message.subject ?? null) : null;
    // A retry of a message already stored (same id) stores nothing more (issue 29: deduplicated by id).
    const stored = await insertOutboxMessage(this.db, {
      id: message.id ?? newId(),
      recipient: message.to,
      channel: message.channel,
      subject,
      body: message.body,
      sent_at: toTimestamp(sentAt),
    });
    if (!stored) return;
    this.log.info(
      { To: message.to, Channel: message.channel, Subject: subject, Body: message.body },
      `outbox: ${message.channel} to ${message.to}`,
    );
  }

  private async nextSentAt(): Promise<Date> {
    if (this.lastSentAt === null) {
      const latest = await latestOutboxTimestamp(this.db);
      this.lastSentAt = latest === undefined ? 0 : Date.parse(latest);
    }
    const at = Math.max(this.clock().getTime(), this.lastSentAt + 1);
    this.lastSentAt = at;
    return new Date(at);
  }
}
