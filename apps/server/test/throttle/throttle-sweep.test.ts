import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { takeAllowance } from '../../src/modules/throttle/throttle.service.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * Ended throttle windows are swept once per rule as each window begins, not on every call (ADR 0045: it
 * was three statements of each sign-in under load). A counter of an ended window is never read: its key
 * holds its window's start.
 */
const rule = { name: 'sweepTest:', limit: 5, windowMinutes: 1 };
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.destroy());

const keys = async () =>
  (await database.db.selectFrom('rate_limits').select('key').where('key', 'like', 'sweepTest:%').execute())
    .map((row) => row.key)
    .sort();

describe('throttle windows', () => {
  it('sweeps the ended windows when a window begins, and not again within it', async () => {
    const start = new Date('2026-11-28T10:00:10Z');
    expect(await takeAllowance(database.db, rule, 'a', start)).toBe(true);
    const ended = 'sweepTest:b@2026-11-28T09:58:00.000Z';
    await database.db
      .insertInto('rate_limits')
      .values({ key: ended, window_start: '2026-11-28T09:58:00.000Z', count: 1 })
      .execute();
    // The same window: already swept once, so the ended counter stays until the next window begins.
    expect(await takeAllowance(database.db, rule, 'a', new Date('2026-11-28T10:00:40Z'))).toBe(true);
    expect(await keys()).toContain(ended);
    // The next window: its first call sweeps every ended window, this one's predecessor included.
    expect(await takeAllowance(database.db, rule, 'a', new Date('2026-11-28T10:01:05Z'))).toBe(true);
    expect(await keys()).toEqual(['sweepTest:a@2026-11-28T10:01:00.000Z']);
  });
});
