import { endpointList } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('describes every call of the endpoint table with its method at /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of endpointList) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path], endpoint.path).toBeDefined();
      expect(
        document.paths[path]?.[endpoint.method.toLowerCase()],
        `${endpoint.method} ${path}`,
      ).toBeDefined();
    }
  });
});
