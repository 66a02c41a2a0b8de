import { resolve } from 'node:path';
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/cli-context.js';
import { runProvider } from '../../src/cli/run-provider.js';
import { DEMO_PASSWORD } from '../../src/db/seed/index.js';
import { createCodeTestApp, post, signedInSession } from '../access-code/access-code-fixtures.js';
import { type RunningSmsGateway, startSmsGateway } from '../notifier/transport-servers.js';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import type { TestApp } from '../support/test-app.js';
import { type ControllableSmtpServer, startControllableSmtp } from './delivery-test-servers.js';

/**
 * Issue 29: a message that keeps failing is parked after DELIVERY_MAX_ATTEMPTS, never dropped; the
 * provider lists it (API and CLI) and can send it again. An access code is never sent late.
 */

let smtp: ControllableSmtpServer;
let gateway: RunningSmsGateway;
let t: TestApp;
let key: string;

beforeAll(async () => {
  smtp = await startControllableSmtp('refuse');
  gateway = await startSmsGateway();
  t = await createCodeTestApp({
    SMTP_URL: smtp.url,
    SMS_WEBHOOK_URL: gateway.url,
    DELIVERY_MAX_ATTEMPTS: '3',
    DELIVERY_TIMEOUT_SECONDS: '2',
  });
  // The CLI stamps real time: the app's clock follows it here.
  t.clock.current = new Date();
  key = (await newProviderKey(t)).key;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await gateway?.close();
});
beforeEach(() => {
  smtp.mode = 'refuse';
  smtp.messages.length = 0;
});

function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const context: CommandContext = {
    database: () => Promise.resolve(t.database),
    resolvePath: (path) => resolve(path),
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  };
  return runProvider(argv, context).then((code) => ({ code, out, err }));
}

/** Three attempts a minute apart (past each retry delay): the last one parks a failing message. */
async function attemptThreeTimes() {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await t.app.deliveryWorker.flush(5_000);
    t.clock.advanceMinutes(1);
  }
  await t.app.deliveryWorker.flush(5_000);
}

async function changePassword(username: string, from: string, to: string) {
  const { token } = await signedInSession(t, username);
  const response = await post(t, endpoints.updatePassword.path, {
    AccessToken: token,
    OldPassword: from,
    NewPassword: to,
    ReEnterPassword: to,
  });
  expect(response.statusCode, response.body).toBe(200);
}

interface Parked {
  DeliveryId: string;
  Channel: string;
  Topic: string;
  Recipient: string;
  State: string;
  Attempts: number;
  LastError: string | null;
}

async function listParked(): Promise<{ Deliveries: Parked[]; Total: number }> {
  const response = await callProvider(t.app, { method: 'GET', url: '/provider/v1/deliveries/parked', key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Deliveries: Parked[]; Total: number };
}

const retry = (id: string) =>
  callProvider(t.app, { method: 'POST', url: `/provider/v1/deliveries/${id}/retry`, key });

describe('a message that keeps failing', () => {
  it('is parked after the last attempt, listed by the API and the CLI, and sent again on retry', async () => {
    await changePassword('sam@example.com', DEMO_PASSWORD, 'Fresh-Start-42');
    await attemptThreeTimes();

    const parked = (await listParked()).Deliveries.find((d) => d.Recipient === 'sam@example.com');
    expect(parked).toMatchObject({
      Channel: 'email',
      Topic: 'passwordChanged',
      State: 'parked',
      Attempts: 3,
    });
    expect(parked?.LastError).toMatch(/421|not available/i);
    // Never the text (an access code may be in one).
    expect(parked).not.toHaveProperty('Body');
    const id = parked?.DeliveryId ?? '';
    // A parked message stays parked: later polls do not touch it.
    t.clock.advanceMinutes(120);
    await t.app.deliveryWorker.flush(5_000);
    expect((await listParked()).Deliveries.map((d) => d.DeliveryId)).toContain(id);

    const listed = await cli('list-parked-deliveries');
    expect(listed.code).toBe(0);
    const line = listed.out.find((l) => l.includes(id));
    expect(line).toMatch(/parked\s+email\s+passwordChanged\s+sam@example\.com\s+3 attempts/);

    smtp.mode = 'up';
    const retried = await retry(id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ DeliveryId: id, State: 'pending', Attempts: 0 });
    await t.app.deliveryWorker.flush(5_000);
    expect(smtp.messages.filter((m) => m.to.includes('sam@example.com'))).toHaveLength(1);
    expect((await listParked()).Deliveries.map((d) => d.DeliveryId)).not.toContain(id);

    const again = await retry(id);
    expect(again.statusCode).toBe(225);
    expect(again.json()).toEqual([
      { Number: serverErrors.deliveryNotParked.Number, Message: expect.stringContaining('delivered') },
    ]);
    const unknown = await retry('no-such-delivery');
    expect((unknown.json() as { Number: number }[])[0]?.Number).toBe(serverErrors.notFound.Number);
  });

  it('is sent again with retry-delivery from the CLI', async () => {
    await changePassword('sam@example.com', 'Fresh-Start-42', 'Second-Start-43');
    await attemptThreeTimes();
    const parked = (await listParked()).Deliveries.find(
      (d) => d.Recipient === 'sam@example.com' && d.State === 'parked',
    );
    expect(parked).toBeDefined();

    smtp.mode = 'up';
    const result = await cli('retry-delivery', parked?.DeliveryId ?? '');
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    t.clock.current = new Date();
    await t.app.deliveryWorker.flush(5_000);
    expect(smtp.messages.filter((m) => m.to.includes('sam@example.com'))).toHaveLength(1);
    const repeat = await cli('retry-delivery', parked?.DeliveryId ?? '');
    expect(repeat.code).toBe(1);
    expect(repeat.err.join('\n')).toMatch(/delivered/);
  });

  it('never sends an access code late: a parked code past its expiry is refused and marked expired', async () => {
    const { token } = await signedInSession(t, 'sam@example.com');
    const codeRequest = await post(t, endpoints.generateSecurityCodeWhileLoggedIn.path, {
      AccessToken: token,
      // A mobile change: the code goes to the e-mail on record.
      CodeType: 0,
    });
    expect(codeRequest.statusCode, codeRequest.body).toBe(200);
    await attemptThreeTimes();
    const parked = (await listParked()).Deliveries.find(
      (d) => d.Topic === 'accessCode' && d.State === 'parked',
    );
    expect(parked).toBeDefined();

    t.clock.advanceMinutes(31);
    smtp.mode = 'up';
    const retried = await retry(parked?.DeliveryId ?? '');
    expect((retried.json() as { Number: number }[])[0]?.Number).toBe(serverErrors.deliveryExpired.Number);
    const row = await t.database.db
      .selectFrom('delivery_queue')
      .selectAll()
      .where('id', '=', parked?.DeliveryId ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'expired', body: '' });
    await t.app.deliveryWorker.flush(5_000);
    expect(smtp.messages).toEqual([]);
  });
});
