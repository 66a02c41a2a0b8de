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
    expect(notifier.sent.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '0412345678'],
      ['email', 'alex@example.com'],
    ]);
    expect(notifier.sent[1]?.subject).toBe('Your TAC access code');
    expect(await database.db.selectFrom('outbox_messages').selectAll().execute()).toEqual([]);
  });

  it('records the channels that really received the code', async () => {
    notifier.failing.add('email');
    const response = await generate(await alexPending());
    expect(response.json()).toEqual({ SMS: true, Email: false });
    const row = await database.db
      .selectFrom('access_codes')
      .selectAll()
      .orderBy('created_at', 'desc')
      .where('expired_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_sms: 1, sent_email: 0 });
  });

  it('answers the unexpected-fault error and leaves no live code when no channel could send', async () => {
    notifier.failing.add('email');
    notifier.failing.add('sms');
    const token = await alexPending();
    const response = await generate(token);
    expect(response.statusCode).toBe(225);
    const [error] = response.json() as { Number: number; Message: string }[];
    expect(error?.Number).toBe(100);
    expect(error?.Message).toContain('Reference:');
    const live = await database.db
      .selectFrom('access_codes')
      .selectAll()
      .where('used_at', 'is', null)
      .where('expired_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});
