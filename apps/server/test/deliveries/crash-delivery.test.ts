import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, createDatabase } from '../../src/db/connect.js';
import { DEMO_PASSWORD } from '../../src/db/seed/index.js';
import { type RunningSmsGateway, startSmsGateway } from '../notifier/transport-servers.js';
import { type ServerProcess, startServerProcess } from '../support/server-process.js';
import { defaultTestDatabaseUrl, testDialect } from '../support/test-database.js';
import { type ControllableSmtpServer, startControllableSmtp } from './delivery-test-servers.js';

/**
 * Issue 29: "kill -9 between the change and the delivery -> delivered after restart". The real server
 * runs in a process of its own (support/server-child.mjs) on a database that outlives it: the embedded
 * SQLite file, or a PostgreSQL database made for this test. The password change commits with its
 * notice while the mail server hangs, the process is killed with SIGKILL before any delivery, and the
 * next start delivers the notice exactly once.
 */

const adminUrl = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
let folder: string;
let smtp: ControllableSmtpServer;
let gateway: RunningSmsGateway;
let databaseUrl: string | null = null;
let postgresName: string | null = null;
const running: ServerProcess[] = [];

async function admin(text: string): Promise<void> {
  const url = new URL(adminUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function serverEnv(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(folder, 'data'),
    WEB_DIST_DIR: join(folder, 'no-web-build'),
    SIGNIN_VERIFICATION: 'never',
    SMTP_URL: smtp.url,
    SMS_WEBHOOK_URL: gateway.url,
    DELIVERY_TIMEOUT_SECONDS: '1',
    DELIVERY_RETRY_SECONDS: '1',
    DELIVERY_POLL_MS: '100',
    ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl, SEED_DEMO: '1' }),
  };
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(serverEnv(), folder);
  running.push(server);
  return server;
}

async function postJson(origin: string, path: string, body: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function openDatabase(): Promise<DatabaseHandle> {
  return createDatabase(databaseUrl ?? join(folder, 'data', 'portal.sqlite'));
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-crash-delivery-'));
  mkdirSync(join(folder, 'data'));
  smtp = await startControllableSmtp('hang');
  gateway = await startSmsGateway();
  if (testDialect() === 'postgres') {
    postgresName = `portal_crash_${randomBytes(6).toString('hex')}`;
    await admin(`create database "${postgresName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresName}`;
    databaseUrl = url.toString();
  }
});
afterAll(async () => {
  for (const server of running) await server.kill();
  await smtp?.close();
  await gateway?.close();
  if (postgresName !== null) await admin(`drop database if exists "${postgresName}" with (force)`);
  rmSync(folder, { recursive: true, force: true });
});

describe('a server killed between the change and the delivery', () => {
  it('delivers the notice after the restart, exactly once', { timeout: 240_000 }, async () => {
    const first = await start();
    const login = await postJson(first.origin, endpoints.login.path, {
      EmailAddress: 'sam@example.com',
      Password: DEMO_PASSWORD,
      RememberMe: false,
      DeviceIdentifier: 'crash-test-browser',
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const changed = await postJson(first.origin, endpoints.updatePassword.path, {
      AccessToken: login.json.AccessToken,
      OldPassword: DEMO_PASSWORD,
      NewPassword: 'Fresh-Start-42',
      ReEnterPassword: 'Fresh-Start-42',
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    // The mail server hangs: nothing can have been delivered when the process dies.
    await first.kill('SIGKILL');
    expect(smtp.messages).toEqual([]);

    const database = await openDatabase();
    let noticeId: string;
    try {
      const queued = await database.db
        .selectFrom('delivery_queue')
        .selectAll()
        .where('recipient', '=', 'sam@example.com')
        .where('topic', '=', 'passwordChanged')
        .execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]?.state).toBe('pending');
      noticeId = queued[0]?.id ?? '';
    } finally {
      await database.destroy();
    }

    smtp.mode = 'up';
    const second = await start();
    const deadline = Date.now() + 30_000;
    while (smtp.messages.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Long enough for a second delivery to show, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const notices = smtp.messages.filter((m) => m.to.includes('sam@example.com'));
    expect(notices, second.output()).toHaveLength(1);
    expect(notices[0]?.messageId).toBe(`<${noticeId}@localhost>`);
    await second.kill('SIGTERM');

    const after = await openDatabase();
    try {
      const row = await after.db
        .selectFrom('delivery_queue')
        .selectAll()
        .where('id', '=', noticeId)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe('delivered');
    } finally {
      await after.destroy();
    }
  });
});
