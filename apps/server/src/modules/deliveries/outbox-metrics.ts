import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { countDeliveriesByState } from './delivery-queue.repository.js';

/**
 * The outbox as operators watch it (issue 33): messages by channel (email, sms, webhook) and state
 * (pending, delivered, parked, expired), and how long the oldest pending one has waited. Read from the
 * queue when Prometheus scrapes, one grouped statement; every server reports the same shared queue, so
 * a dashboard takes the max over servers, not the sum. Delivered rows are kept a while and then swept,
 * so "delivered" counts the recent ones.
 */
export function registerOutboxMetrics(registry: Registry, db: Kysely<Database>, clock: Clock): void {
  let read: Promise<Awaited<ReturnType<typeof countDeliveriesByState>>> | null = null;
  // Both gauges are collected in one scrape: they share one statement.
  const rows = () => {
    read ??= countDeliveriesByState(db).finally(() => {
      setImmediate(() => {
        read = null;
      });
    });
    return read;
  };
  new Gauge({
    name: 'portal_outbox_messages',
    help: 'Messages in the outbox (e-mail, text message, webhook) by state.',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows()) this.set({ channel: row.channel, state: row.state }, Number(row.n));
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_pending_seconds',
    help: 'How long the oldest message still to be delivered has waited, by channel (0: none waits).',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = clock().getTime();
      for (const row of await rows()) {
        if (row.state !== 'pending' || row.oldest === null) continue;
        this.set({ channel: row.channel }, Math.max(0, (now - Date.parse(String(row.oldest))) / 1000));
      }
    },
  });
}
