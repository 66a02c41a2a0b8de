import { type EndpointDefinition, endpointList, fileFieldOf, isExpiredTokenNumber } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The path with its parameters filled in (`:type` must be a real draft type to reach the handler). */
function urlOf(endpoint: EndpointDefinition): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'type' ? 'documents' : 'sample',
  );
}

function multipartBody(
  fields: Record<string, string>,
  fileField: string,
): { payload: string; contentType: string } {
  const boundary = '----portal-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const errorNumber = (body: unknown) =>
  Array.isArray(body) ? (body[0] as { Number?: number })?.Number : undefined;

describe('every endpoint of the contract table', () => {
  it('is registered and never answers 404 or 500 to a wrongly typed body', async () => {
    for (const endpoint of endpointList.filter((e) => e.body === 'json')) {
      const response = await postJson(t.app, urlOf(endpoint), { AccessToken: 12345 });
      // A public call reads its body first (415); any other refuses a token that is not text first.
      expect(response.statusCode, endpoint.id).toBe(endpoint.auth === 'public' ? 415 : 225);
    }
  });

  it('answers a bad token with an expired-token number before it reads the body (issue 29 item 1)', async () => {
    for (const endpoint of endpointList.filter((e) => e.body === 'json' && e.auth !== 'public')) {
      const response = await postJson(t.app, urlOf(endpoint), { AccessToken: 'bogus-token' });
      expect(response.statusCode, endpoint.id).toBe(225);
      expect(isExpiredTokenNumber(errorNumber(response.json()) ?? 0), endpoint.id).toBe(true);
    }
  });

  it('answers public JSON calls with 200, 225 or 415, never 404 or 500', async () => {
    for (const endpoint of endpointList.filter((e) => e.body === 'json' && e.auth === 'public')) {
      const response = await postJson(t.app, urlOf(endpoint), { AccessToken: '' });
      expect([200, 225, 415], endpoint.id).toContain(response.statusCode);
    }
  });

  it('answers GET calls with 200, 225 or 415, never 404 or 500', async () => {
    for (const endpoint of endpointList.filter((e) => e.method === 'GET')) {
      const response = await t.app.inject({ method: 'GET', url: urlOf(endpoint) });
      expect([200, 225, 415], endpoint.id).toContain(response.statusCode);
      expect(response.headers['content-type'], endpoint.id).toMatch(/^application\/json/);
    }
  });

  it('answers uploads with a bad token with an expired-token number, and a JSON body with 415', async () => {
    const uploads = endpointList.filter((e) => e.body === 'multipart');
    expect(uploads.length).toBeGreaterThan(0);
    for (const endpoint of uploads) {
      const { payload, contentType } = multipartBody(
        { accessToken: 'bogus-token', FormId: 'form-1' },
        fileFieldOf(endpoint) ?? 'uploads[]',
      );
      const response = await t.app.inject({
        method: 'POST',
        url: urlOf(endpoint),
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, endpoint.id).toBe(225);
      expect(isExpiredTokenNumber(errorNumber(response.json()) ?? 0), endpoint.id).toBe(true);
      const json = await postJson(t.app, urlOf(endpoint), { accessToken: 'bogus-token' });
      expect(json.statusCode, endpoint.id).toBe(415);
    }
  });
});
