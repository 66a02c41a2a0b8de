// Metrics for operators (issue 33): Prometheus text on a listener of its own, loopback by default,
// never on the public port; calls by method, route template and status; the outbox by channel and state.
import { once } from 'node:events';
import { connect } from 'node:net';
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { uploadedId } from '../claimant-submissions/send-documents-fixtures.js';
import { postJson, samples, seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

describe('metrics', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0' } });
    await seedDemoWithFiles(t);
    const address = t.app.metrics.address();
    if (address === null) throw new Error('the metrics listener is not listening');
    expect(address.address).toBe('127.0.0.1');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('counts each call by method, route template and status, never by the address asked for', async () => {
    const wrong = await postJson(t, endpoints.login.path, {
      EmailAddress: 'alex@example.com',
      Password: 'not-the-password-1',
    });
    expect(wrong.statusCode).toBe(225);
    await t.app.inject({ method: 'GET', url: '/no-such-page-4f7a' });
    const text = await scrape();
    expect(text).toContain(
      'http_server_request_duration_seconds_count{http_request_method="POST",http_route="/api/account/login",http_response_status_code="225"} 1',
    );
    expect(text).toMatch(/http_server_request_duration_seconds_count\{[^}]*http_route="unmatched"[^}]*\} 1/);
    expect(text).not.toContain('no-such-page-4f7a');
    expect(text).toContain('http_server_active_requests');
    // prom-client's process metrics, the event-loop delay among them.
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts refusals by catalogue number, and uploads with their bytes by route', async () => {
    const before = await scrape();
    const refusedBefore = Number(/portal_refusals_total\{error_number="110"\} (\d+)/.exec(before)?.[1] ?? 0);
    const wrong = await postJson(t, endpoints.login.path, {
      EmailAddress: 'alex@example.com',
      Password: 'still-not-the-password-2',
    });
    expect(wrong.json()).toEqual([expect.objectContaining({ Number: serverErrors.signInFailed.Number })]);
    const alex = await signIn(t, 'alex@example.com');
    await uploadedId(t, alex.token, 'certificate.pdf', samples.pdf);
    const text = await scrape();
    expect(Number(/portal_refusals_total\{error_number="110"\} (\d+)/.exec(text)?.[1])).toBe(
      refusedBefore + 1,
    );
    const route = endpoints.uploadDocumentFile.path;
    expect(text).toContain(`portal_uploads_total{http_route="${route}"} 1`);
    const bytes = new RegExp(`portal_upload_bytes_total\\{http_route="${route}"\\} (\\d+)`).exec(text);
    expect(Number(bytes?.[1])).toBeGreaterThan(samples.pdf.length);
    // PostgreSQL's pool is there only on PostgreSQL.
    expect(text.includes('db_client_connection_count{db_client_connection_state="idle"}')).toBe(
      t.database.dialect === 'postgres',
    );
  });

  it('counts the sessions started, by kind', async () => {
    const started = (text: string) =>
      Number(/portal_sessions_started_total\{kind="signedIn"\} (\d+)/.exec(text)?.[1] ?? 0);
    const before = started(await scrape());
    await signIn(t, 'alex@example.com');
    await signIn(t, 'sam@example.com');
    expect(started(await scrape())).toBe(before + 2);
  });

  it('shows the outbox by channel and state, and how long the oldest pending message has waited', async () => {
    await t.app.deliveries.enqueueNotice(t.database.db, {
      channel: 'email',
      to: 'alex@example.com',
      subject: 'Metrics test',
      body: 'Hello',
      topic: 'newMessage',
    });
    t.clock.advanceMinutes(2);
    const text = await scrape();
    expect(text).toMatch(/portal_outbox_messages\{channel="email",state="pending"\} [1-9]/);
    const oldest = /portal_outbox_oldest_pending_seconds\{channel="email"\} (\d+(\.\d+)?)/.exec(text);
    expect(Number(oldest?.[1])).toBeGreaterThanOrEqual(120);
  });

  it('counts a call whose client went away mid-body out of the calls in flight', async () => {
    const inFlight = (text: string) =>
      Number(/^http_server_active_requests\{http_request_method="POST"\} (\d+)/m.exec(text)?.[1] ?? 0);
    const before = inFlight(await scrape());
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const alex = await signIn(t, 'alex@example.com');
    // An upload that promises 1 MB, sends a little and hangs up.
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    await once(socket, 'connect');
    const boundary = 'abandoned';
    socket.write(
      `POST ${endpoints.uploadDocumentFile.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="accessToken"\r\n\r\n${alex.token}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="uploads[]"; filename="a.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    await expect.poll(async () => inFlight(await scrape())).toBe(before + 1);
    socket.destroy();
    await expect.poll(async () => inFlight(await scrape()), { timeout: 5_000 }).toBe(before);
  });

  it('answers nothing but GET /metrics, and the public port does not serve it', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    const publicPort = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicPort.body).not.toContain('http_server_request_duration_seconds');
  });
});

describe('metrics settings', () => {
  it('has no listener unless METRICS_PORT is set, and listens on loopback unless METRICS_HOST widens it', async () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).metrics).toEqual({ port: null, host: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ ...base, METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    const off = await createTestApp();
    try {
      expect(off.app.metrics.address()).toBeNull();
    } finally {
      await off.close();
    }
  });
});
