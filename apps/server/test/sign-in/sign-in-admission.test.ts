import { HTTP_SERVICE_BUSY, endpoints, serverErrors } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { errorNumber, insertPerson, post } from './sign-in-fixtures.js';

// Every password check is held at a gate and counted while it runs: at most SIGNIN_CONCURRENCY of them
// may run at once, and sign-ins past SIGNIN_QUEUE_MAX waiting are refused as busy (ADR 0045).
const argon2 = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { running: 0, most: 0, gate, open: () => open() };
});
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: async (...args: Parameters<typeof actual.verify>) => {
      argon2.running += 1;
      argon2.most = Math.max(argon2.most, argon2.running);
      await argon2.gate;
      try {
        return await actual.verify(...args);
      } finally {
        argon2.running -= 1;
      }
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SIGNIN_VERIFICATION: 'never',
      SIGNIN_CONCURRENCY: '2',
      SIGNIN_QUEUE_MAX: '5',
      SHED_RETRY_AFTER_SECONDS: '7',
    },
  });
});
afterAll(async () => t?.close());

describe('sign-in admission (a wave of sign-ins)', () => {
  it('runs two at once, lets five wait, and refuses the rest as busy with Retry-After, touching nothing', async () => {
    const people = await Promise.all(
      Array.from({ length: 12 }, (_, i) => insertPerson(t, `Wave${'abcdefghijkl'[i]}`)),
    );
    const answers = people.map((person, i) =>
      post(
        t,
        endpoints.login.path,
        { EmailAddress: person.username, Password: 'Fixture-Pass-7' },
        `198.51.100.${i + 1}`,
      ),
    );
    // The five past the queue are answered at once, while the admitted seven wait at the gate.
    const settled: LightMyRequestResponse[] = [];
    for (const answer of answers) void answer.then((response) => settled.push(response));
    await expect.poll(() => settled.length).toBe(5);
    expect(
      settled.map((r) => ({
        status: r.statusCode,
        retryAfter: r.headers['retry-after'],
        number: errorNumber(r),
      })),
    ).toEqual(
      Array(5).fill({ status: HTTP_SERVICE_BUSY, retryAfter: '7', number: serverErrors.serviceBusy.Number }),
    );
    // The two admitted first read the account before they reach the check: wait for them to get there
    // (on a busy PostgreSQL that can take longer than the five refusals).
    await expect.poll(() => argon2.running).toBe(2);
    argon2.open();
    const all = await Promise.all(answers);
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(argon2.most).toBe(2);
    // A refused sign-in counted nothing against the person or the address.
    const refusedNames = people.filter((_, i) => all[i]!.statusCode !== 200).map((p) => p.username);
    const counters = await t.database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'signIn:account:%')
      .execute();
    expect(counters.filter((c) => refusedNames.some((name) => c.key.includes(name)))).toEqual([]);
  });
});
