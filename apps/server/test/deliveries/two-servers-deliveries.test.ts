import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type DatabaseHandle, createDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Notifier, OutgoingMessage } from '../../src/notifier/notifier.js';
import { openSameDatabase } from '../support/shared-database.js';
import { createTestDatabase, testDialect } from '../support/test-database.js';

/**
 * Issue 29: "two servers on one PostgreSQL -> each message delivered once". Two apps, each with its
 * own pool and delivery worker, share one database (on SQLite: two connections to one file) and race
 * for 60 queued messages; every message reaches a transport exactly once.
 */

const MESSAGES = 60;

/**
 * Server b's first send. Server a's sends wait for it, with no time limit of their own, so "both took
 * part" does not depend on the scheduler: a holds at most 8 messages at once, so the other 52 wait
 * until b claims and sends one. A b that never sends leaves a's 8 unsent and the test fails on the
 * count. (A 5 s, then 12 s, fallback let a loaded 2-core gate have a deliver all 60 alone.)
 */
let secondSent: () => void = () => undefined;
const secondHasSent = new Promise<void>((resolve) => (secondSent = resolve));

/** The most sends each server had on their way at once (its worker's limit is 8). */
const mostAtOnce: Record<string, number> = { a: 0, b: 0 };

/** Records every send with the server that made it; each send takes a few milliseconds. */
class RecordingNotifier implements Notifier {
  private sending = 0;
  constructor(
    private readonly server: string,
    private readonly sends: { server: string; id: string }[],
  ) {}
  async send(message: OutgoingMessage): Promise<void> {
    this.sending += 1;
    mostAtOnce[this.server] = Math.max(mostAtOnce[this.server] ?? 0, this.sending);
    try {
      if (this.server === 'a') await secondHasSent;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
      this.sends.push({ server: this.server, id: message.id ?? '' });
      if (this.server === 'b') secondSent();
    } finally {
      this.sending -= 1;
    }
  }
}

let folder: string;
let first: DatabaseHandle;
let second: DatabaseHandle;
const apps: FastifyInstance[] = [];
const sends: { server: string; id: string }[] = [];

async function openTwo(): Promise<[DatabaseHandle, DatabaseHandle]> {
  if (testDialect() === 'postgres') {
    const a = await createTestDatabase();
    return [a, await openSameDatabase(a)];
  }
  const file = join(folder, 'shared.sqlite');
  const a = await createDatabase(file);
  await migrateToLatest(a);
  return [a, await createDatabase(file)];
}

async function server(name: string, database: DatabaseHandle): Promise<FastifyInstance> {
  const config = loadConfig(
    { LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: join(folder, 'data'), DELIVERY_POLL_MS: '50' },
    folder,
  );
  const app = await buildApp(config, { database, notifier: new RecordingNotifier(name, sends) });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-two-workers-'));
  [first, second] = await openTwo();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.destroy();
  await first?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe('two servers on one database', () => {
  it(
    `deliver each of ${MESSAGES} queued messages exactly once between them`,
    { timeout: 40_000 },
    async () => {
      const a = await server('a', first);
      const b = await server('b', second);
      const queued: string[] = [];
      for (let i = 0; i < MESSAGES; i += 1) {
        const app = i % 2 === 0 ? a : b;
        const id = await app.database.db.transaction().execute((trx) =>
          app.deliveries.enqueueNotice(trx, {
            channel: i % 3 === 0 ? 'sms' : 'email',
            to: `person${i}@example.com`,
            subject: 'Notice',
            body: `Notice ${i}`,
            topic: 'newMessage',
          }),
        );
        queued.push(id);
      }
      // Both workers start together and race for the same rows.
      await Promise.all([a.ready(), b.ready()]);
      const deadline = Date.now() + 30_000;
      while (new Set(sends.map((s) => s.id)).size < MESSAGES && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Time for any second delivery to show.
      await new Promise((resolve) => setTimeout(resolve, 300));

      // Neither server ever claimed past its limit (a claim once took all 60 on PostgreSQL).
      expect(mostAtOnce.a).toBeLessThanOrEqual(8);
      expect(mostAtOnce.b).toBeLessThanOrEqual(8);
      expect(sends.map((s) => s.id).sort()).toEqual([...queued].sort());
      const rows = await first.db.selectFrom('delivery_queue').select(['id', 'state', 'attempts']).execute();
      expect(rows).toHaveLength(MESSAGES);
      expect(rows.every((row) => row.state === 'delivered' && row.attempts === 1)).toBe(true);
      // Both servers took part (each holds at most 8 attempts at once).
      expect(new Set(sends.map((s) => s.server))).toEqual(new Set(['a', 'b']));
    },
  );
});
