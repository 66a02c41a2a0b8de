import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { textSearchOf } from '../../src/db/text-search.js';
import { findFilteredPage as findInboxPage } from '../../src/modules/inbox/inbox.repository.js';
import { findFilteredPage as findSentItemsPage } from '../../src/modules/sent-items/sent-items.repository.js';
import { claimantRow } from '../support/claimant-row.js';
import { migratorOf } from '../support/database-tools.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * Migration 0010: the key tables' copy of each row's text, which a search by a few trigrams checks the
 * rows found against (message-search-trigrams.test.ts, docs/adr/0018-message-counters-and-text-search.md), kept by 0008's triggers
 * rewritten, filled for the rows already there, and taken away again on the way down.
 */

type Db = DatabaseHandle['db'];

const AT = '2026-04-01T00:00:00.000Z';
const BEFORE = '2026-11-25-0009-counters-with-claims';
const THIS = '2026-11-27-0010-search-key-text-and-vocabulary';
const filtersOf = (text: string) => ({
  from: null,
  to: null,
  search: textSearchOf(text),
  requestTypes: null,
});

describe('the key tables’ text (migration 0010)', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  async function insertOwner(db: Db) {
    await db
      .insertInto('claimants')
      .values(claimantRow({ id: 'kim', first_name: 'Kim', surname: 'Key', date_of_birth: '1980-06-15' }, AT))
      .execute();
    await db
      .insertInto('claims')
      .values({ id: 'c1', number: '88/1', accident_date: '2025-01-10', location: null, created_at: AT })
      .execute();
    await db.insertInto('claimant_claims').values({ claimant_id: 'kim', claim_id: 'c1' }).execute();
    return { claimantId: 'kim', claimId: 'c1' };
  }

  const message = (id: string, subject: string) => ({
    id,
    claim_id: 'c1',
    subject,
    body: 'Text.',
    sent_at: AT,
    received_at: AT,
    read_at: null,
    created_at: AT,
  });
  const sentItem = (id: string, subjectOther: string | null, text: string) => ({
    id,
    claimant_id: 'kim',
    claim_id: 'c1',
    submission_id: null,
    request_type: null,
    subject_main: 'Enquiry',
    subject_other: subjectOther,
    message: text,
    sent_at: AT,
  });

  const totals = async (db: Db, scope: { claimantId: string; claimId: string }, text: string) => ({
    inbox: (await findInboxPage(db, scope, filtersOf(text), 0, 10)).total,
    sent: (await findSentItemsPage(db, scope, filtersOf(text), 0, 10)).total,
  });

  it('is given to the rows there before it, and rolled back', async () => {
    handle = await createTestDatabase();
    const migrator = await migratorOf(handle);
    // Down to 0009 and up to 0010 by name: later migrations (0011 on) come and go around it.
    const down = await migrator.migrateTo(BEFORE);
    expect(down.results?.map((result) => result.migrationName).at(-1)).toBe(THIS);
    const db = handle.db;
    const scope = await insertOwner(db);
    await db.insertInto('inbox_messages').values(message('m1', 'Hydrotherapy booked')).execute();
    await db
      .insertInto('sent_items')
      .values(sentItem('s1', 'Hydrotherapy', 'Booked.'))
      .execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    // The pages are read by today's statements, which read tables later migrations add (a sent item's
    // payment, 0014): the rows are searched with every migration up, 0010 the one that gave them text.
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await totals(db, scope, 'hydrotherapy')).toEqual({ inbox: 1, sent: 1 });
    expect(await totals(db, scope, 'therapy booked')).toEqual({ inbox: 1, sent: 0 });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    if (handle.dialect === 'sqlite') {
      const columns = await sql<{
        name: string;
      }>`select name from pragma_table_info('inbox_message_search_keys')`.execute(db);
      expect(columns.rows.map((column) => column.name)).not.toContain('search_text');
    }
    // 0008's triggers are back: the index still follows a new row.
    await db.insertInto('inbox_messages').values(message('m2', 'Aquatic therapy')).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await totals(db, scope, 'aquatic')).inbox).toBe(1);
  });

  it('follows every insert, change and delete of a row', async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const scope = await insertOwner(db);
    await db.insertInto('inbox_messages').values(message('m1', 'Aquatic exercise')).execute();
    await db
      .insertInto('sent_items')
      .values(sentItem('s1', null, 'Aquatic exercise'))
      .execute();
    expect(await totals(db, scope, 'aquatic')).toEqual({ inbox: 1, sent: 1 });

    await db.updateTable('inbox_messages').set({ subject: 'Gym exercise' }).where('id', '=', 'm1').execute();
    await db
      .updateTable('sent_items')
      .set({ subject_other: 'Gym exercise', message: 'Done.' })
      .where('id', '=', 's1')
      .execute();
    expect(await totals(db, scope, 'aquatic')).toEqual({ inbox: 0, sent: 0 });
    expect(await totals(db, scope, 'gym exer')).toEqual({ inbox: 1, sent: 1 });

    // A row given a new id keeps its text with it.
    await db.updateTable('inbox_messages').set({ id: 'm9' }).where('id', '=', 'm1').execute();
    expect(await totals(db, scope, 'gym exer')).toEqual({ inbox: 1, sent: 1 });

    await db.deleteFrom('inbox_messages').execute();
    await db.deleteFrom('sent_items').execute();
    expect(await totals(db, scope, 'gym exer')).toEqual({ inbox: 0, sent: 0 });
  });
});
