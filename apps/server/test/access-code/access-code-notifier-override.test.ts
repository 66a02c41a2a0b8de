import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import { randomToken } from '../../src/lib/ids.js';
import type { Notifier, OutgoingMessage } from '../../src/notifier/notifier.js';
import { createTestDatabase } from '../support/test-database.js';
import { TestClock, postJson } from '../support/test-app.js';

/** A notifier kept in memory, able to fail a channel (AppOverrides.notifier). */
class MemoryNotifier implements Notifier {
  sent: OutgoingMessage[] = [];
  failing = new Set<string>();
  async send(message: OutgoingMessage): Promise<void> {
    if (this.failing.has(message.channel)) throw new Error(`${message.channel} transport down`);
    this.sent.push(message);
  }
}

let app: FastifyInstance;
let database: DatabaseHandle;
let folder: string;
const notifier = new MemoryNotifier();
const clock = new TestClock();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-code-notifier-'));
  database = await createTestDatabase();
  const config = loadConfig(
    { LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: join(folder, 'data') },
    folder,
  );
  app = await buildApp(config, { database, now: clock.now, notifier });
  await app.ready();
  await seedDemoData(database, { now: clock.now(), writeFile: async () => `key-${randomToken(16)}` });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  notifier.sent = [];
  notifier.failing.clear();
  await database.db.deleteFrom('rate_limits').execute();
});

async function alexPending(): Promise<string> {
  const account = await database.db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', 'alex@example.com')
    .executeTakeFirstOrThrow();
  const { token } = await app.sessions.create({
    kind: 'loginPending',
    accountId: account.id,
    claimantId: account.claimant_id,
  });
  return token;
}

const generate = (token: string) =>
  postJson(app, '/api/account/generatesecuritycodeforlogin', { AccessToken: token, CodeType: 0 });

describe('access codes with a notifier given to buildApp', () => {
  it('hands the message to the given notifier instead of the outbox', async () => {
    const response = await generate(await alexPending());
    expect(response.json()).toEqual({ SMS: true, Email: true });
    // Delivered after the call by the delivery worker (issue 29).
    await app.deliveryWorker.flush();
    expect(notifier.sent.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '0412345678'],
      ['email', 'alex@example.com'],
    ]);
    expect(notifier.sent[1]?.subject).toBe('Your TAC access code');
    expect(await database.db.selectFrom('outbox_messages').selectAll().execute()).toEqual([]);
  });

  it('answers every channel at once and retries a failing one while the code is valid (issue 29)', async () => {
    notifier.failing.add('email');
    const response = await generate(await alexPending());
    expect(response.json()).toEqual({ SMS: true, Email: true });
    await app.deliveryWorker.flush();
    expect(notifier.sent.map((m) => m.channel)).toEqual(['sms']);
    const row = await database.db
      .selectFrom('access_codes')
      .selectAll()
      .orderBy('created_at', 'desc')
      .where('expired_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_sms: 1, sent_email: 1 });

    // The mail server is back; the retry is due after DELIVERY_RETRY_SECONDS (10 s, ±20%).
    notifier.failing.clear();
    clock.advanceMinutes(1);
    await app.deliveryWorker.flush();
    expect(notifier.sent.map((m) => m.channel)).toEqual(['sms', 'email']);
    const code = (body: string | undefined) => /access code is (\d{4})/.exec(body ?? '')?.[1];
    expect(code(notifier.sent[1]?.body)).toBe(code(notifier.sent[0]?.body));
  });

  it('never sends a code after it expired: the message is marked expired and its text dropped (issue 29)', async () => {
    notifier.failing.add('email');
    notifier.failing.add('sms');
    const response = await generate(await alexPending());
    expect(response.statusCode).toBe(200);
    await app.deliveryWorker.flush();
    expect(notifier.sent).toEqual([]);

    notifier.failing.clear();
    clock.advanceMinutes(31);
    await app.deliveryWorker.flush();
    expect(notifier.sent).toEqual([]);
    const queued = await database.db
      .selectFrom('delivery_queue')
      .selectAll()
      .where('topic', '=', 'accessCode')
      .where('created_at', '=', new Date(clock.current.getTime() - 31 * 60_000).toISOString())
      .execute();
    expect(queued.map((q) => [q.channel, q.state, q.body])).toEqual(
      expect.arrayContaining([
        ['sms', 'expired', ''],
        ['email', 'expired', ''],
      ]),
    );
    expect(queued).toHaveLength(2);
  });
});
