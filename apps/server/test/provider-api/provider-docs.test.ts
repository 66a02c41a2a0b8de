import { providerEndpointList } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withWebBuild: true });
});
afterAll(async () => {
  await t.close();
});

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('GET /provider/docs', () => {
  it('serves the provider OpenAPI document without a key, at both addresses', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/provider/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^application\/json/);
    const json = await t.app.inject({ method: 'GET', url: '/provider/docs/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.body).toBe(docs.body);
    expect((docs.json() as Document).openapi).toBe('3.1.0');
  });

  it('lists every provider path with a bearer security scheme and none of the claimant /api paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/provider/docs' })).json() as Document;
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => path.startsWith('/provider/v1/'))).toBe(true);
    expect(JSON.stringify(doc)).not.toContain('"/api/');
    const operations = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(providerEndpointList.map((e) => e.id).sort());
    expect(doc.paths['/provider/v1/maintenance-messages']?.put?.operationId).toBe('setMaintenanceMessages');
    expect(doc.components.securitySchemes).toEqual({
      ApiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('keeps the claimant document free of provider paths', async () => {
    const claimant = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    expect(Object.keys(claimant.paths).some((path) => path.startsWith('/provider'))).toBe(false);
  });
});
