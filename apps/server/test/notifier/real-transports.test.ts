import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/index.js';
import { randomToken } from '../../src/lib/ids.js';
import { SmsWebhookTransport } from '../../src/notifier/sms-webhook-transport.js';
import { SmtpTransport } from '../../src/notifier/smtp-transport.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';
import {
  type RunningSmsGateway,
  type RunningSmtpServer,
  readMail,
  startSmsGateway,
  startSmtpServer,
} from './transport-servers.js';

let smtp: RunningSmtpServer;
let gateway: RunningSmsGateway;
beforeAll(async () => {
  smtp = await startSmtpServer();
  gateway = await startSmsGateway();
});
afterAll(async () => {
  await smtp.close();
  await gateway.close();
});
afterEach(() => {
  smtp.messages.length = 0;
  gateway.requests.length = 0;
  gateway.status = 202;
});

describe('the SMTP transport', () => {
  it('delivers a message with its sender, subject and body to a real SMTP server', async () => {
    const transport = new SmtpTransport(smtp.url, 'Claimant Portal <no-reply@localhost>');
    try {
      await transport.send({
        channel: 'email',
        to: 'alex@example.com',
        subject: 'Your TAC access code',
        body: 'Your TAC access code is 0420. It expires in 30 minutes. If you did not ask for it, call TAC on 1300 654 329.',
      });
    } finally {
      transport.close();
    }
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.from).toBe('no-reply@localhost');
    expect(mail?.to).toEqual(['alex@example.com']);
    const { headers, text } = readMail(mail?.raw ?? '');
    expect(headers).toMatch(/^Subject: Your TAC access code$/m);
    expect(headers).toMatch(/^From: Claimant Portal <no-reply@localhost>$/m);
    expect(text).toBe(
      'Your TAC access code is 0420. It expires in 30 minutes. If you did not ask for it, call TAC on 1300 654 329.',
    );
  });

  it('rejects when the server cannot be reached', async () => {
    const transport = new SmtpTransport('smtp://127.0.0.1:1', 'x@localhost');
    await expect(transport.send({ channel: 'email', to: 'a@example.com', body: 'hi' })).rejects.toThrow();
    transport.close();
  });
});

describe('the SMS gateway transport', () => {
  it('posts { to, body } as JSON with the bearer token', async () => {
    const transport = new SmsWebhookTransport(gateway.url, 'gateway-token');
    await transport.send({ channel: 'sms', to: '0412345678', subject: 'not sent', body: 'Code 1234' });
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/messages');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe('Bearer gateway-token');
    expect(JSON.parse(request?.body ?? '')).toEqual({ to: '0412345678', body: 'Code 1234' });
  });

  it('sends the message id as `id` and the Idempotency-Key header (issue 29)', async () => {
    await new SmsWebhookTransport(gateway.url, null).send({
      channel: 'sms',
      to: '0400',
      body: 'x',
      id: 'm-1',
    });
    expect(JSON.parse(gateway.requests[0]?.body ?? '')).toEqual({ to: '0400', body: 'x', id: 'm-1' });
    expect(gateway.requests[0]?.headers['idempotency-key']).toBe('m-1');
  });

  it('sends no authorization header without a token', async () => {
    await new SmsWebhookTransport(gateway.url, null).send({ channel: 'sms', to: '0400', body: 'x' });
    expect(gateway.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('rejects when the gateway answers other than 2xx', async () => {
    gateway.status = 503;
    const transport = new SmsWebhookTransport(gateway.url, null);
    await expect(transport.send({ channel: 'sms', to: '0400', body: 'x' })).rejects.toThrow(/HTTP 503/);
  });
});

describe('access codes through SMTP and the SMS gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        SMS_WEBHOOK_URL: gateway.url,
        SMS_WEBHOOK_TOKEN: 'tok',
        PROVIDER_NAME: 'TAC',
      },
    });
    await seedDemoData(t.database, { now: t.clock.now(), writeFile: async () => `key-${randomToken(16)}` });
  });
  afterAll(async () => {
    await t.close();
  });

  async function alexSignedIn(): Promise<string> {
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

  it('e-mails and texts the same code, and writes nothing to the outbox', async () => {
    const token = await alexSignedIn();
    const response = await postJson(t.app, '/api/account/generatesecuritycodeforlogin', {
      AccessToken: token,
      CodeType: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ SMS: true, Email: true });

    // Delivered after the call by the delivery worker (issue 29).
    await t.app.deliveryWorker.flush();
    expect(smtp.messages).toHaveLength(1);
    const mail = readMail(smtp.messages[0]?.raw ?? '');
    expect(mail.headers).toMatch(/^Subject: Your TAC access code$/m);
    const mailed = /access code is (\d{4})\./.exec(mail.text)?.[1];
    const texted = /access code is (\d{4})\./.exec(
      (JSON.parse(gateway.requests[0]?.body ?? '{}') as { body?: string }).body ?? '',
    )?.[1];
    expect(mailed).toMatch(/^\d{4}$/);
    expect(texted).toBe(mailed);
    expect(await t.database.db.selectFrom('outbox_messages').selectAll().execute()).toEqual([]);

    const valid = await postJson(t.app, '/api/account/validatesecuritycodeforlogin', {
      AccessToken: token,
      SecurityCode: mailed,
    });
    expect(valid.statusCode).toBe(200);
  });

  it('answers at once while the gateway is down, and texts the code when it is back (issue 29)', async () => {
    gateway.status = 500;
    const token = await alexSignedIn();
    const response = await postJson(t.app, '/api/account/generatesecuritycodeforlogin', {
      AccessToken: token,
      CodeType: 0,
    });
    expect(response.json()).toEqual({ SMS: true, Email: true });
    await t.app.deliveryWorker.flush();
    expect(smtp.messages).toHaveLength(1);
    expect(gateway.requests).toHaveLength(1);
    const failure = t.logs.find((line) => line.msg === 'delivery: failed, will retry');
    expect(failure).toMatchObject({ level: 40, channel: 'sms', topic: 'accessCode' });

    gateway.status = 202;
    t.clock.advanceMinutes(1);
    await t.app.deliveryWorker.flush();
    expect(gateway.requests).toHaveLength(2);
    const [first, second] = gateway.requests;
    // The retry is the same message: same id in the body and the idempotency key.
    const id = (JSON.parse(first?.body ?? '{}') as { id?: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(second?.body ?? '{}')).toMatchObject({ id, to: '0412345678' });
    expect(second?.headers['idempotency-key']).toBe(id);
    // The e-mail carries its queue id as Message-ID, so a repeat can be recognised.
    expect(readMail(smtp.messages[0]?.raw ?? '').headers).toMatch(
      /^Message-ID: <[0-9a-f-]{36}@localhost>$/im,
    );
  });
});
