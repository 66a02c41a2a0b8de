import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * Issue 29 item 7: the dev outbox holds readable access codes. Outside a demo it answers only a
 * direct request from this machine (loopback socket, no forwarding header, a loopback Host); every
 * other request gets exactly what an unknown route gets, so nothing says it exists.
 */

const CODE_MESSAGE = 'Your TAC access code is 0420.';

type Probe = Pick<InjectOptions, 'url' | 'headers' | 'remoteAddress'>;

/** What the server answers, reduced to what a caller can compare. */
async function answerTo(t: TestApp, probe: Probe) {
  const response = await t.app.inject({ method: 'GET', remoteAddress: '127.0.0.1', ...probe });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    cacheControl: response.headers['cache-control'],
    body: response.body,
  };
}

const direct: Probe[] = [
  { url: '/api/dev/outbox', headers: { host: 'localhost:3000' } },
  { url: '/api/dev/outbox', headers: { host: 'localhost' } },
  { url: '/api/dev/outbox', headers: { host: '127.0.0.1:3000' } },
  { url: '/api/dev/outbox', headers: { host: '[::1]:3000' }, remoteAddress: '::1' },
  { url: '/api/dev/outbox', headers: { host: 'localhost:3000' }, remoteAddress: '::ffff:127.0.0.1' },
];

const refused: [string, Probe][] = [
  [
    'another machine',
    { url: '/api/dev/outbox', headers: { host: 'localhost:3000' }, remoteAddress: '192.0.2.7' },
  ],
  [
    'a proxy on this machine (X-Forwarded-For)',
    { url: '/api/dev/outbox', headers: { host: 'localhost:3000', 'x-forwarded-for': '198.51.100.4' } },
  ],
  [
    'a proxy on this machine (Forwarded)',
    { url: '/api/dev/outbox', headers: { host: 'localhost:3000', forwarded: 'for=198.51.100.4' } },
  ],
  [
    'a proxy on this machine (X-Real-IP)',
    { url: '/api/dev/outbox', headers: { host: 'localhost:3000', 'x-real-ip': '198.51.100.4' } },
  ],
  [
    'a proxy passing the public host name',
    { url: '/api/dev/outbox', headers: { host: 'portal.example.org' } },
  ],
  [
    'a host name ending in a loopback name',
    { url: '/api/dev/outbox', headers: { host: 'localhost.evil.example' } },
  ],
  ['the path in capitals', { url: '/API/DEV/OUTBOX', headers: { host: 'localhost:3000' } }],
];

describe('/api/dev/outbox outside a demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWebBuild: true });
    await t.app.notifier.send({ channel: 'sms', to: '0400000001', body: CODE_MESSAGE });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the messages for a direct request from this machine to a loopback name', async () => {
    for (const probe of direct) {
      const answer = await answerTo(t, probe);
      expect(answer.status, JSON.stringify(probe)).toBe(200);
      expect(answer.body).toContain(CODE_MESSAGE);
    }
  });

  it.each(refused)('answers %s as an unknown route', async (_case, probe) => {
    const answer = await answerTo(t, probe);
    expect(answer.body).not.toContain(CODE_MESSAGE);
    // The same answer as a path that never existed, written the same way.
    const unknownUrl = probe.url === '/API/DEV/OUTBOX' ? '/API/DEV/NOTHING' : '/api/dev/nothing';
    expect(answer).toEqual(await answerTo(t, { ...probe, url: unknownUrl }));
  });
});

describe('/api/dev/outbox with DEMO=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO: '1' } });
    await t.app.notifier.send({ channel: 'sms', to: '0400000001', body: CODE_MESSAGE });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers anyone, through a proxy or from another machine', async () => {
    for (const [, probe] of refused.filter(([, p]) => p.url === '/api/dev/outbox')) {
      const answer = await answerTo(t, probe);
      expect(answer.status, JSON.stringify(probe)).toBe(200);
      expect(answer.body).toContain(CODE_MESSAGE);
    }
  });
});
