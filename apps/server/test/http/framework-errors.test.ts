import { connect } from 'node:net';
import { serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * Fastify's and Node's own refusals go through the error envelope and never echo what was sent
 * (issue 10 item 4): a URL that cannot be decoded, headers over the size limit, unparseable HTTP.
 */
const PROBE = '<script>probe</script>';
const invalidRequest = [{ ...serverErrors.invalidRequest }];
const tooLarge = [{ ...serverErrors.requestTooLarge }];

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ withWebBuild: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends raw bytes to the listening server and answers everything it writes back. */
function rawRequest(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('a URL that cannot be decoded', () => {
  it.each([
    ['GET', `/api/account/%E0%A4%A?x=${PROBE}`],
    ['POST', `/api/account/%E0%A4%A?x=${PROBE}`],
    ['GET', '/api/inbox/%'],
    ['GET', `/%E0%A4%A${encodeURIComponent(PROBE)}`],
    ['GET', '/provider/v1/%zz'],
  ] as const)('answers %s %s with 415 and error 101, without the URL', async (method, url) => {
    const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(invalidRequest);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('%');
    expect(response.body).not.toContain('script');
  });
});

describe("a path parameter over Fastify's maxParamLength (100)", () => {
  it.each([
    `/api/documentupload/getdraft/${'a'.repeat(150)}?x=${PROBE}`,
    `/api/documentupload/updateform/${'a'.repeat(101)}?x=${PROBE}`,
  ])('answers POST %s with 415 and error 101, not 414 with the URL', async (url) => {
    const response = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(invalidRequest);
    expect(response.body).not.toContain('aaaa');
    expect(response.body).not.toContain('script');
  });

  it.each([
    `/api/content/${'a'.repeat(101)}?x=${PROBE}`,
    `/provider/v1/submissions/${'a'.repeat(120)}?x=${PROBE}`,
  ])(
    // GET has the web app's catch-all route, which takes what no route with a parameter matched.
    'answers GET %s as an unknown API path (404 JSON), not 414 with the URL',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('requests the HTTP parser refuses', () => {
  it('answers headers over the size limit with 431 and the envelope, echoing nothing', async () => {
    const answer = parseRaw(
      await rawRequest(
        `GET /api/content/terms?x=${PROBE} HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
  });

  it.each([
    ['a request line that is not HTTP', `GARBAGE /${PROBE}\r\n\r\n`],
    [
      'a Content-Length that is not a number',
      'POST /api/account/login HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n',
    ],
  ])('answers %s with 415 and error 101', async (_name, request) => {
    const answer = parseRaw(await rawRequest(request));
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual(invalidRequest);
    expect(answer.body).not.toContain('script');
  });

  it('still answers a well-formed request on a fresh connection afterwards', async () => {
    const answer = parseRaw(
      await rawRequest('GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});
