import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { claimantRow } from '../support/claimant-row.js';
import { createTestDatabase } from '../support/test-database.js';
import { migratorOf } from '../support/database-tools.js';

/**
 * Migration 0009: a claim has its inbox counter row, and a claimant–claim link its sent-items counter
 * row, from the insert that makes it (so an empty list answers under a kept session's check in one
 * statement: test/session/kept-session.test.ts).
 */

const AT = '2026-04-01T00:00:00.000Z';
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.destroy();
  handle = undefined;
});

async function insertClaimant(db: DatabaseHandle['db'], id: string): Promise<void> {
  await db
    .insertInto('claimants')
    .values(claimantRow({ id, first_name: id, surname: 'Counter', date_of_birth: '1980-06-15' }, AT))
    .execute();
}

const claim = (id: string) => ({
  id,
  number: `88/${id}`,
  accident_date: '2025-01-10',
  location: null,
  created_at: AT,
});

async function countersOf(db: DatabaseHandle['db']) {
  const inbox = await db.selectFrom('inbox_counts').selectAll().orderBy('claim_id').execute();
  const sent = await db.selectFrom('sent_item_counts').selectAll().orderBy('claim_id').execute();
  return {
    inbox: inbox.map((row) => [row.claim_id, Number(row.total), Number(row.unread)]),
    sent: sent.map((row) => [row.claimant_id, row.claim_id, Number(row.total)]),
  };
}

describe('counter rows (migration 0009)', () => {
  it('come with each claim and each link, at zero, several inserted in one statement too', async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    await insertClaimant(db, 'ann');
    await db
      .insertInto('claims')
      .values([claim('c1'), claim('c2'), claim('c3')])
      .execute();
    expect((await countersOf(db)).inbox).toEqual([
      ['c1', 0, 0],
      ['c2', 0, 0],
      ['c3', 0, 0],
    ]);
    expect((await countersOf(db)).sent).toEqual([]);

    await db
      .insertInto('claimant_claims')
      .values([
        { claimant_id: 'ann', claim_id: 'c1' },
        { claimant_id: 'ann', claim_id: 'c2' },
      ])
      .execute();
    expect((await countersOf(db)).sent).toEqual([
      ['ann', 'c1', 0],
      ['ann', 'c2', 0],
    ]);
  });

  it('count the first message and sent item onto the row already there', async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    await insertClaimant(db, 'bo');
    await db.insertInto('claims').values(claim('c1')).execute();
    await db.insertInto('claimant_claims').values({ claimant_id: 'bo', claim_id: 'c1' }).execute();
    await db
      .insertInto('inbox_messages')
      .values({
        id: 'm1',
        claim_id: 'c1',
        subject: 'First',
        body: 'Text',
        sent_at: AT,
        received_at: AT,
        read_at: null,
        created_at: AT,
      })
      .execute();
    expect((await countersOf(db)).inbox).toEqual([['c1', 1, 1]]);
  });

  it('are given to the claims and links that were there before the migration', async () => {
    handle = await createTestDatabase();
    const migrator = await migratorOf(handle);
    // Back to before 0009 (later migrations first), then 0009 alone up again.
    const down = await migrator.migrateTo('2026-11-24-0008-message-counts-and-search');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName).at(-1)).toBe(
      '2026-11-25-0009-counters-with-claims',
    );
    const db = handle.db;
    await insertClaimant(db, 'cy');
    await db
      .insertInto('claims')
      .values([claim('c1'), claim('c2')])
      .execute();
    await db.insertInto('claimant_claims').values({ claimant_id: 'cy', claim_id: 'c2' }).execute();
    expect(await countersOf(db)).toEqual({ inbox: [], sent: [] });

    const up = await migrator.migrateUp();
    expect(up.error).toBeUndefined();
    expect(await countersOf(db)).toEqual({
      inbox: [
        ['c1', 0, 0],
        ['c2', 0, 0],
      ],
      sent: [['cy', 'c2', 0]],
    });
  });
});
