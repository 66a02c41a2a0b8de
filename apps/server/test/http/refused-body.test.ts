import { connect } from 'node:net';
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProviderKey } from '../provider-api/provider-test-support.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * Issue 29 item 8: a 5 MB JSON body (over BODY_LIMIT_BYTES, 1 MB) got a broken connection (Node's
 * fetch: EPIPE) instead of its refusal. The refusal (415, 102) is read whole, by fetch and by a client
 * that writes every byte before reading, and the connection stays usable.
 */
const tooLarge = [{ ...serverErrors.requestTooLarge }];
const bigBody = Buffer.from(JSON.stringify({ AccessToken: '', Padding: 'x'.repeat(5_000_000) }));

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Writes `request` (every byte, then waits for the write to finish), then `after` on the same
 * connection; answers everything read back, and the write error if there was one.
 */
function exchange(request: Buffer[], after = ''): Promise<{ answer: string; writeError?: string }> {
  return new Promise((resolve) => {
    let answer = '';
    let writeError: string | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      for (const part of request) socket.write(part);
      socket.write(after, (error) => {
        if (error) writeError = error.message;
        // Room for the last answer, then the client ends its side.
        setTimeout(() => socket.end(), 500);
      });
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', (error) => (writeError ??= error.message));
    socket.on('close', () => resolve({ answer, writeError }));
  });
}

const jsonHead = (length: number | 'chunked', request = `POST ${endpoints.login.path}`, extra = '') =>
  Buffer.from(
    `${request} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n${extra}` +
      (length === 'chunked' ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${length}\r\n\r\n`),
  );

function answersIn(raw: string): { status: number; body: string }[] {
  return [...raw.matchAll(/HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n/g)].map((match) => {
    const head = match[0];
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const start = (match.index ?? 0) + head.length;
    return { status: Number(match[1]), body: raw.slice(start, start + length) };
  });
}

describe('a JSON body over the size limit', () => {
  it("is refused with 415 and 102, read by Node's fetch", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`http://127.0.0.1:${port}${endpoints.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bigBody,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual(tooLarge);
    }
  });

  it('is refused to a client that sends all of it first, and the connection serves the next request', async () => {
    const { answer, writeError } = await exchange(
      [jsonHead(bigBody.length), bigBody],
      'GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n',
    );
    expect(writeError).toBeUndefined();
    const [refusal, health] = answersIn(answer);
    expect(refusal?.status).toBe(415);
    expect(JSON.parse(refusal?.body ?? 'null')).toEqual(tooLarge);
    expect(health?.status).toBe(200);
  });

  it('is refused whole when it arrives chunked, without a declared length', async () => {
    const chunks = [];
    for (let offset = 0; offset < bigBody.length; offset += 65_536) {
      const piece = bigBody.subarray(offset, offset + 65_536);
      chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from('0\r\n\r\n'));
    const { answer, writeError } = await exchange([jsonHead('chunked'), ...chunks]);
    expect(writeError).toBeUndefined();
    const [refusal] = answersIn(answer);
    expect(refusal?.status).toBe(415);
    expect(JSON.parse(refusal?.body ?? 'null')).toEqual(tooLarge);
  });

  it("is refused whole on the provider's API too", async () => {
    const { key } = await newProviderKey(t);
    const head = jsonHead(
      bigBody.length,
      'PUT /provider/v1/maintenance-messages',
      `Authorization: Bearer ${key}\r\n`,
    );
    const { answer, writeError } = await exchange([head, bigBody]);
    expect(writeError).toBeUndefined();
    const [refusal] = answersIn(answer);
    expect(refusal?.status).toBe(415);
    expect(JSON.parse(refusal?.body ?? 'null')).toEqual(tooLarge);
  });
});
