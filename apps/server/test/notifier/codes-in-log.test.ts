import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/index.js';
import { randomToken } from '../../src/lib/ids.js';
import { latestCodeFor } from '../access-code/access-code-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';
import { readMail, type RunningSmtpServer, startSmtpServer } from './transport-servers.js';

/**
 * Issue 29 item 7: an access code never appears in the server log, except in the outbox transport's
 * own lines (the embedded default, which prints every message for a developer on purpose).
 */

const codeIn = (text: string) => /access code is (\d{4})\b/.exec(text)?.[1];

/** Log lines, outside the outbox transport's, that hold the code as a value or in a message. */
function linesHolding(t: TestApp, code: string): string[] {
  return t.logs
    .filter((line) => !String(line.msg).startsWith('outbox:'))
    .map((line) => JSON.stringify(line))
    .filter((text) => text.includes(`access code is ${code}`) || text.includes(`"${code}"`));
}

async function alexPendingSignIn(t: TestApp): Promise<string> {
  const account = await t.database.db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', 'alex@example.com')
    .executeTakeFirstOrThrow();
  const { token } = await t.createSession({
    kind: 'loginPending',
    accountId: account.id,
    claimantId: account.claimant_id,
  });
  return token;
}

/** Generates a code, sends a wrong one and the right one, the way a claimant (or a guesser) does. */
async function useCode(t: TestApp, readCode: () => Promise<string>): Promise<string> {
  const token = await alexPendingSignIn(t);
  const generated = await postJson(t.app, '/api/account/generatesecuritycodeforlogin', {
    AccessToken: token,
    CodeType: 0,
  });
  expect(generated.statusCode).toBe(200);
  const code = await readCode();
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  const validate = (SecurityCode: unknown) =>
    postJson(t.app, '/api/account/validatesecuritycodeforlogin', { AccessToken: token, SecurityCode });
  expect((await validate(wrong)).statusCode).toBe(225);
  // A wrongly typed code is refused as unprocessable; the refusal is logged without the value.
  expect((await validate(Number(code))).statusCode).toBe(415);
  expect((await validate(code)).statusCode).toBe(200);
  return code;
}

describe('an SMS gateway that echoes the message in its refusal', () => {
  let smtp: RunningSmtpServer;
  let gateway: { url: string; close(): Promise<void> };
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Gateways often repeat the request in an error answer: here, the message with its code.
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(422, { 'content-type': 'application/json' });
        response.end(`{"error":"rejected","request":${Buffer.concat(chunks).toString('utf8')}}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SMS_WEBHOOK_URL: gateway.url } });
    await seedDemoData(t.database, { now: t.clock.now(), writeFile: async () => `key-${randomToken(16)}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  it('logs the failed text message without the code', async () => {
    const code = await useCode(t, async () => {
      // Delivery is asynchronous (issue 29, delivery queue): the worker sends what is due first.
      await t.app.deliveryWorker.flush(5_000);
      return codeIn(readMail(smtp.messages.at(-1)?.raw ?? '').text) ?? '';
    });
    expect(code).toMatch(/^\d{4}$/);
    const failure = t.logs.find((line) => String(line.msg).startsWith('delivery: failed'));
    expect(failure).toMatchObject({ channel: 'sms' });
    expect(JSON.stringify(failure)).toContain('HTTP 422');
    expect(linesHolding(t, code)).toEqual([]);
  });
});

describe('the outbox transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database, { now: t.clock.now(), writeFile: async () => `key-${randomToken(16)}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the only writer of a code to the log', async () => {
    const code = await useCode(t, () => latestCodeFor(t, 'alex@example.com'));
    expect(
      t.logs.some((line) => String(line.msg).startsWith('outbox:') && String(line.Body).includes(code)),
    ).toBe(true);
    expect(linesHolding(t, code)).toEqual([]);
  });
});
