// Load shedding (issue 33): past a limit, a claimant's call is refused with 503, Retry-After and the
// envelope before it does anything; the probes still answer, /readyz saying the server is busy. The
// heap limit is set below any heap, so the server is under pressure from its first sample on.
import { HTTP_SERVICE_BUSY, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { postJson, seedDemoWithFiles } from '../files/files-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

describe('load shedding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SHED_HEAP_USED_MB: '1', SHED_SAMPLE_MS: '10', SHED_RETRY_AFTER_SECONDS: '7' },
    });
    await seedDemoWithFiles(t);
    await vi.waitFor(() => expect(t.app.isUnderPressure()).toBe(true));
  });
  afterAll(async () => t?.close());

  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a call with 503, Retry-After and serviceBusy in the envelope, changing nothing', async () => {
    const before = await auditCount();
    const response = await postJson(t, endpoints.login.path, {
      EmailAddress: 'alex@example.com',
      Password: 'Portal-demo-1',
    });
    expect(response.statusCode).toBe(HTTP_SERVICE_BUSY);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([serverErrors.serviceBusy]);
    expect(await auditCount()).toBe(before);
  });

  it('still answers /healthz, and /readyz says busy so a balancer sends calls elsewhere', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'busy' });
  });
});

describe('load shedding settings', () => {
  it('sheds on a second of event-loop delay by default, and a 0 turns a check off', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).loadShedding).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxHeapUsedBytes: 0,
      maxRssBytes: 0,
      retryAfterSeconds: 10,
      sampleIntervalMs: 1000,
    });
    expect(
      loadConfig({
        ...base,
        SHED_EVENT_LOOP_DELAY_MS: '0',
        SHED_EVENT_LOOP_UTILIZATION_PERCENT: '95',
        SHED_RSS_MB: '512',
      }).loadShedding,
    ).toMatchObject({
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0.95,
      maxRssBytes: 512 * 1024 * 1024,
    });
    expect(() => loadConfig({ ...base, SHED_RETRY_AFTER_SECONDS: '0' })).toThrow(/SHED_RETRY_AFTER_SECONDS/);
  });
});
