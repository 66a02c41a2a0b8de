import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/index.js';
import { flushTracing, startTracing, stopTracing } from '../../src/lib/tracing.js';
import {
  ALEX_MOBILE,
  DEMO,
  createCodeTestApp,
  generate,
  latestCodeFor,
  otherCode,
  post,
  signIn,
  validate,
} from '../access-code/access-code-fixtures.js';
import { uploadedId } from '../claimant-submissions/send-documents-fixtures.js';
import { samples, signIn as signInWithClaim } from '../files/files-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { testDialect } from '../support/test-database.js';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './otlp-receiver.js';

/**
 * Issue 33 "Traces": with an OTLP endpoint set, each request is a span named by its route, with spans
 * for its database statements (db.system), its storage calls and the notices it queues, exported over
 * OTLP/HTTP to a local receiver; log lines carry trace_id and span_id; and no password, token, access
 * code or personal detail reaches any span. (Isolated: the tracer provider is the process's.)
 */

const WRONG_PASSWORD = 'Wrong-horse-battery-77';
const SERVER = 2; // OTLP's SPAN_KIND_SERVER

let receiver: OtlpReceiver;
let t: TestApp;
let spans: ReceivedSpan[];
const secrets: string[] = [DEMO_PASSWORD, WRONG_PASSWORD, DEMO.alex, ALEX_MOBILE];
let code = '';

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // Before the app and its database are made: both look for the provider as they are built.
  await startTracing({ url: receiver.url, serviceName: 'portal-under-test' });
  t = await createCodeTestApp();

  const refused = await post(t, endpoints.login.path, {
    EmailAddress: DEMO.alex,
    Password: WRONG_PASSWORD,
    RememberMe: false,
    DeviceIdentifier: 'browser-tracing-test',
  });
  expect(refused.statusCode).toBe(225);
  const { token } = await signIn(t, DEMO.alex);
  secrets.push(token);
  expect((await generate(t, 'login', token)).statusCode).toBe(200);
  await t.app.deliveryWorker.flush(5_000);
  code = await latestCodeFor(t, ALEX_MOBILE);
  await validate(t, 'login', token, otherCode(code));

  const withClaim = await signInWithClaim(t, DEMO.alex);
  secrets.push(withClaim.token);
  await uploadedId(t, withClaim.token, 'certificate.pdf', samples.pdf);

  await flushTracing();
  spans = receiver.spans();
});
afterAll(async () => {
  await t?.close();
  await stopTracing();
  await receiver?.close();
});

const named = (name: string) => spans.filter((span) => span.name === name);
const inTrace = (traceId: string) => spans.filter((span) => span.traceId === traceId);

describe('traces (issue 33)', () => {
  it('exports a server span per request, named by its method and route, from the configured service', () => {
    const login = named(`POST ${endpoints.login.path}`);
    expect(login.length).toBe(2);
    for (const span of login) {
      expect(span.kind).toBe(SERVER);
      expect(span.attributes['http.route']).toBe(endpoints.login.path);
      expect(span.attributes['http.request.method']).toBe('POST');
    }
    expect(login.map((span) => span.attributes['http.response.status_code']).sort()).toEqual([200, 225]);
    expect(new Set(receiver.serviceNames())).toEqual(new Set(['portal-under-test']));
  });

  it("hangs each database statement under its request, with db.system and the SQL's placeholders", () => {
    const [login] = named(`POST ${endpoints.login.path}`);
    const statements = inTrace(login!.traceId).filter((span) => span.attributes['db.system'] !== undefined);
    expect(statements.length).toBeGreaterThan(0);
    const system = testDialect() === 'postgres' ? 'postgresql' : 'sqlite';
    for (const span of statements) {
      expect(span.attributes['db.system']).toBe(system);
      expect(span.parentSpanId).toBeTruthy();
      expect(String(span.attributes['db.query.text'])).toMatch(
        /^(select|insert|update|delete|with|begin|commit|rollback|savepoint|release)\b/i,
      );
    }
    expect(statements.some((span) => span.name === 'select accounts')).toBe(true);
  });

  it('has a span for the storage call of an upload and for the notice that carried the code', () => {
    const upload = named(`POST ${endpoints.uploadDocumentFile.path}`)[0];
    expect(upload).toBeDefined();
    expect(inTrace(upload!.traceId).map((span) => span.name)).toContain('storage put');
    const sent = named('sms send');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]!.attributes['portal.delivery.channel']).toBe('sms');
  });

  it('carries no password, token, access code, e-mail address or mobile number, and no error text', () => {
    const exported = receiver.bodies.join('\n');
    for (const secret of secrets) expect(exported).not.toContain(secret);
    const values = spans.flatMap((span) => Object.values(span.attributes).map(String));
    expect(values.filter((value) => new RegExp(`\\b${code}\\b`).test(value))).toEqual([]);
    expect(spans.every((span) => (span.events ?? []).length === 0 && !span.status?.message)).toBe(true);
  });

  it('puts the trace_id and span_id of its request on a log line written while it ran', () => {
    const refused = named(`POST ${endpoints.login.path}`).find(
      (span) => span.attributes['http.response.status_code'] === 225,
    );
    const lines = t.logs.filter((line) => line.trace_id === refused!.traceId);
    expect(lines.length).toBeGreaterThan(0);
    const ids = new Set(inTrace(refused!.traceId).map((span) => span.spanId));
    for (const line of lines) expect(ids.has(String(line.span_id))).toBe(true);
  });
});
