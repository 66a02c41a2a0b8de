import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX_MOBILE,
  DEMO,
  createCodeTestApp,
  generate,
  signIn,
} from '../access-code/access-code-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/**
 * The answer of a call that queued a notice wakes the delivery worker, so an access code goes out
 * milliseconds after the call rather than at the next poll (set to a minute here). Since ADR 0045 only
 * answers after something new was queued wake it; this holds the promptness that change must keep.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createCodeTestApp({ DELIVERY_POLL_MS: '60000' });
  // The clock of the code's expiry follows real time: the worker compares it with the clock.
  t.clock.current = new Date();
});
afterAll(async () => t?.close());

const sentTo = async (to: string) =>
  (await t.database.db.selectFrom('outbox_messages').select('body').where('recipient', '=', to).execute())
    .length;

describe('the delivery worker after an answer', () => {
  it('sends what a call queued once that call has answered, long before the next poll', async () => {
    const { token } = await signIn(t, DEMO.alex);
    const before = await sentTo(ALEX_MOBILE);
    expect((await generate(t, 'login', token)).statusCode).toBe(200);
    await expect.poll(() => sentTo(ALEX_MOBILE), { timeout: 3_000, interval: 20 }).toBe(before + 1);
  });
});
