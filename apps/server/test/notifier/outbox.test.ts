import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

describe('the outbox transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores every message, logs it with its body, and lists it newest first at /api/dev/outbox', async () => {
    await t.app.notifier.send({ channel: 'email', to: 'a@example.com', subject: 'First', body: 'one' });
    await t.app.notifier.send({ channel: 'sms', to: '0400000001', subject: 'ignored', body: 'two' });
    t.clock.advanceMinutes(1);
    await t.app.notifier.send({ channel: 'email', to: 'b@example.com', subject: 'Third', body: 'three' });

    const rows = await t.database.db.selectFrom('outbox_messages').selectAll().execute();
    expect(rows).toHaveLength(3);

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json() as Record<string, unknown>[];
    expect(list.map((m) => m.Body)).toEqual(['three', 'two', 'one']);
    expect(list[0]).toEqual({
      To: 'b@example.com',
      Channel: 'email',
      Subject: 'Third',
      Body: 'three',
      SentAt: t.clock.current.toISOString(),
    });
    // A text message has no subject.
    expect(list[1]).toMatchObject({ To: '0400000001', Channel: 'sms', Subject: null });

    const logged = t.logs.filter((line) => line.To === 'a@example.com');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, Channel: 'email', Subject: 'First', Body: 'one' });
  });
});

describe('/api/dev/outbox without the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:1', SMS_WEBHOOK_URL: 'http://127.0.0.1:1/sms' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the ordinary 404 when SMTP and the SMS gateway carry every message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
