import { endpoints, serverErrors } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('health checks', () => {
  it('answers /healthz and /readyz with 200 while the database is up', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers /readyz with 503 once the database is closed, while /healthz stays 200', async () => {
    await t.database.db.destroy();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers /readyz with 503 while the file store cannot be used, and logs why', async () => {
    // A folder that can never be made: its parent is a device, not a directory.
    const unusable = await createTestApp({ env: { STORAGE_URL: 'file:///dev/null/portal-files' } });
    try {
      const ready = await unusable.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect(unusable.logs.some((line) => line.msg === 'readiness check: file storage unavailable')).toBe(
        true,
      );
      expect((await unusable.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await unusable.close();
    }
  });
});

describe('an unexpected fault in a handler', () => {
  it('answers 225 with number 100 and the request id as a reference, without internals', async () => {
    await t.database.db.destroy();
    const response = await postJson(t.app, endpoints.checkMaintenanceMessage.path, { AccessToken: '' });
    expect(response.statusCode).toBe(225);
    const body = response.json() as { Number: number; Message: string }[];
    expect(body).toHaveLength(1);
    expect(body[0]?.Number).toBe(serverErrors.unexpected.Number);
    const reference = /Reference: ([0-9a-f]{16})$/.exec(body[0]?.Message ?? '')?.[1];
    expect(reference).toBeDefined();
    expect(response.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|Kysely|destroy|driver/i);
    const logged = t.logs.find((line) => line.reqId === reference && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('stack');
  });
});
