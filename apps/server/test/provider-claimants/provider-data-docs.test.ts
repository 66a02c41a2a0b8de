import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { callProvider, createProviderTestApp } from './provider-data-fixtures.js';

interface OpenApi {
  paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
}

describe('provider data calls in /provider/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProviderTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents the claimant, message and submission calls under their tags', async () => {
    const response = await callProvider(t.app, { method: 'GET', url: '/provider/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as OpenApi;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.tags?.join(',')}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'PUT /provider/v1/claimants/{externalRef} Claimants',
        'GET /provider/v1/claimants/{externalRef} Claimants',
        'POST /provider/v1/messages Messages',
        'GET /provider/v1/submissions Submissions',
        'GET /provider/v1/submissions/{submissionId} Submissions',
        'POST /provider/v1/submissions/{submissionId}/received Submissions',
        'GET /provider/v1/files/{fileId} Submissions',
      ]),
    );
    const file = paths['/provider/v1/files/{fileId}']?.get?.responses['200'];
    expect(JSON.stringify(file)).toContain('application/octet-stream');
  });

  it('tells the provider to read submissions from Offset 0 while marking them received', async () => {
    const response = await callProvider(t.app, { method: 'GET', url: '/provider/docs/openapi.json' });
    const list = (response.json() as OpenApi).paths['/provider/v1/submissions']?.get as
      { summary?: string; description?: string } | undefined;
    expect(list?.summary).toContain('always read from Offset 0');
    expect(list?.description).toMatch(
      /read from Offset 0, fetch each submission and its files, mark each received, then read again from Offset 0/,
    );
    expect(list?.description).toContain('skips');
  });

  it('documents the optional Reference of a message as the way to retry safely', async () => {
    const response = await callProvider(t.app, { method: 'GET', url: '/provider/docs/openapi.json' });
    expect(JSON.stringify(response.json())).toMatch(
      /"Reference":\{[^}]*"pattern":"\^\[A-Za-z0-9\._:-\]\{1,100\}\$"/,
    );
    expect(JSON.stringify(response.json())).toContain('answers the MessageId of the message already stored');
  });
});
