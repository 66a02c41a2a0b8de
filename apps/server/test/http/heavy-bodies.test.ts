import { endpoints, serverErrors } from '@portal/contract';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../files/files-fixtures.js';
import { seedDemo } from '../sign-in/sign-in-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * Issue 29 item 1 on a listening server, as the pen test saw it: ten 400 KB wrongly typed lists in
 * parallel, with no token and with a valid one, are all answered within 3 s, and /healthz keeps
 * answering within a second meanwhile. (Before, each cost up to a second of CPU, ended in a stack
 * overflow answered as an internal fault, and stalled /healthz for 6-8 s.)
 *
 * Wall-clock times measure the machine as much as the server: under CI every suite runs at once on two
 * cores, and this process may wait for a core. So the test measures what the wall times stand for on a
 * quiet machine, in the server's own process: the CPU the ten answers cost (within 3 s), and the
 * longest the event loop was held (within 1 s, the most /healthz can have waited for it). /healthz is
 * still asked throughout and must answer.
 */
const PARALLEL = 10;
const ALL_ANSWERED_WITHIN_CPU_MS = 3_000;
const LOOP_HELD_AT_MOST_MS = 1_000;

let t: TestApp;
let base = '';
let alex: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  alex = await signIn(t, 'alex@example.com');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t.close();
});

/** The pen test's body: a 400 KB list where the call takes files. Written once, so the timing is the server's. */
const heavyBodies = new Map<string, Buffer>();
function heavyBody(token: string): Buffer {
  const ready = heavyBodies.get(token);
  if (ready) return ready;
  const body = Buffer.from(JSON.stringify({ AccessToken: token, Documents: Array<number>(200_000).fill(0) }));
  heavyBodies.set(token, body);
  return body;
}

async function postHeavy(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(base + endpoints.updateDocumentForm.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: heavyBody(token),
  });
  return { status: response.status, body: await response.json() };
}

/** /healthz asked every 100 ms while `work` runs; how many times it answered 200. */
async function healthAnswersWhile(work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true));
  let answers = 0;
  while (!done) {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    answers += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return answers;
}

/** Runs `work` and answers what it cost this process: CPU milliseconds and the longest event-loop hold. */
async function costOf<T>(work: () => Promise<T>): Promise<{ cpuMs: number; loopHeldMs: number; value: T }> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  try {
    const value = await work();
    const cpu = process.cpuUsage(cpuBefore);
    return { cpuMs: (cpu.user + cpu.system) / 1_000, loopHeldMs: loop.max / 1e6, value };
  } finally {
    loop.disable();
  }
}

describe('ten heavy bodies in parallel', () => {
  it.each([
    ['no token', () => '', 225, [{ ...serverErrors.tokenUnknown }]],
    ['a valid token', () => alex.token, 415, [{ ...serverErrors.invalidRequest }]],
  ])(
    'with %s cost under 3 s of CPU all told and never hold the event loop (nor /healthz) for 1 s',
    async (_name, tokenOf, status, errors) => {
      // Warm up the route and the connection pool, so the timing is the bodies' alone.
      await postHeavy(tokenOf());
      const { cpuMs, loopHeldMs, value } = await costOf(async () => {
        const all = Promise.all(Array.from({ length: PARALLEL }, () => postHeavy(tokenOf())));
        const healthAnswers = await healthAnswersWhile(all);
        return { answers: await all, healthAnswers };
      });
      for (const answer of value.answers) {
        expect(answer.status).toBe(status);
        expect(answer.body).toEqual(errors);
      }
      expect(value.healthAnswers).toBeGreaterThan(0);
      expect(cpuMs).toBeLessThan(ALL_ANSWERED_WITHIN_CPU_MS);
      expect(loopHeldMs).toBeLessThan(LOOP_HELD_AT_MOST_MS);
    },
  );
});
