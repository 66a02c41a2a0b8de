import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFilteredPage as findInboxPage } from '../../src/modules/inbox/inbox.repository.js';
import { findFilteredPage as findSentItemsPage } from '../../src/modules/sent-items/sent-items.repository.js';
import {
  TRIGRAM_ROWS_KEPT_MS,
  chooseTrigrams,
  ftsTrigramQuery,
  textSearchOf,
} from '../../src/db/text-search.js';
import { insertClaimant, insertMessages } from '../inbox/messaging-fixtures.js';
import { insertSentItems } from '../sent-items/sent-items-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { recordingQueries } from '../support/database-tools.js';

/**
 * A search of five characters or more in printable ASCII asks SQLite's FTS index for its rarest
 * trigrams and checks each row found against the key table's copy of its text (migration 0010,
 * docs/adr/0018-message-counters-and-text-search.md). It answers exactly the rows the FTS phrase of the whole text answers (before
 * 0010, every search of three characters or more): the same texts searched both ways, with rows that
 * hold trigrams of the text but not the text, characters the tokenizer folds to ASCII (the Kelvin sign
 * to k, the long s to s), accented capitals, line breaks and parts side by side.
 * PostgreSQL searches as before (its trigram index serves `like` on `search_text`), which is what
 * its answers are compared with.
 */

const filtersOf = (text: string) => ({
  from: null,
  to: null,
  search: textSearchOf(text),
  requestTypes: null,
});

const searches = [
  'hydrotherapy',
  'HYDROTHERAPY',
  'hyd rot',
  'drotherap',
  'kelly',
  'KELLY',
  'dr kel',
  'mission',
  'ssion',
  'école',
  'ÉCOLE',
  'cole élan',
  'advice paid',
  'advicepaid',
  'line second',
  'line\nsecond',
  '50% off',
  'off_now',
  'ff_no',
  '"quoted" or',
  'near(x)',
  'therapist',
  'e the',
  'her apy',
  'xyzzy',
];

/** The ids of `list`'s rows on the claim whose text holds `text`, searched as before migration 0010. */
async function referenceIds(
  t: TestApp,
  list: 'inbox' | 'sent',
  claimId: string,
  text: string,
): Promise<string[]> {
  const { db } = t.database;
  const search = textSearchOf(text)!;
  const table = list === 'inbox' ? 'inbox_messages' : 'sent_items';
  if (t.database.dialect === 'postgres') {
    const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)}
      where claim_id = ${claimId} and search_text like lower(${search.pattern}) escape '\\'`.execute(db);
    return rows.map((row) => row.id).sort();
  }
  const fts = sql.table(`${table}_fts`);
  const keys = sql.table(list === 'inbox' ? 'inbox_message_search_keys' : 'sent_item_search_keys');
  const { rows } = await sql<{ id: string }>`select k.row_id as id from ${fts}
    join ${keys} k on k.seq = ${fts}.rowid
    where ${fts} match ${search.phrase} and k.claim_id = ${claimId}`.execute(db);
  return rows.map((row) => row.id).sort();
}

const idsOf = (page: { total: number; rows: { id: string }[] }) => ({
  total: page.total,
  ids: [...new Set(page.rows.map((row) => row.id))].sort(),
});

describe('the trigram tokenizer', () => {
  it('folds no character beyond ASCII to an ASCII one but the Kelvin sign and the long s', () => {
    // Migration 0010's copy of the text writes just these two as ASCII: the premise of the text check.
    const sqlite = new SqliteDatabase(':memory:');
    try {
      sqlite.exec(`create virtual table f using fts5(t, tokenize = 'trigram', content = '')`);
      const insert = sqlite.prepare('insert into f (rowid, t) values (?, ?)');
      sqlite.transaction(() => {
        for (let code = 0x80; code <= 0xffff; code++) {
          if (code < 0xd800 || code > 0xdfff) insert.run(code, `a${String.fromCodePoint(code)}a`);
        }
      })();
      const match = sqlite.prepare('select rowid from f where f match ?').pluck();
      const foldedToAscii = new Map<string, string>();
      for (let code = 0x20; code < 0x7f; code++) {
        const ascii = String.fromCharCode(code);
        for (const found of match.all(`"a${ascii.replaceAll('"', '""')}a"`) as number[]) {
          foldedToAscii.set(String.fromCodePoint(found), ascii.toLowerCase());
        }
      }
      expect(foldedToAscii).toEqual(
        new Map([
          ['\u212a', 'k'],
          ['\u017f', 's'],
        ]),
      );
    } finally {
      sqlite.close();
    }
  });
});

describe('search by a few trigrams, checked against the text', () => {
  let t: TestApp;
  let scope: { claimantId: string; claimId: string };
  beforeAll(async () => {
    t = await createTestApp();
    const robin = await insertClaimant(t, 'Robin');
    scope = { claimantId: robin.claimantId, claimId: robin.claimIds[0]! };
    const day = (n: number) => `2026-04-${String(n).padStart(2, '0')}T00:00:00.000Z`;
    await insertMessages(
      t,
      scope.claimId,
      [
        { subject: 'Hydrotherapy approved', body: 'Six sessions.' },
        { subject: 'Hyd rot her apy', body: 'Apy her rot hyd, no word here.' },
        { subject: 'Dr \u212Aelly', body: 'Call \u212AELLY on Monday.' },
        { subject: 'Mi\u017Fsion', body: 'The mi\u017F\u017Fion statement.' },
        { subject: 'ÉCOLE Élan', body: 'école élan' },
        { subject: 'Payment advice', body: 'Paid into your account.' },
        { subject: 'Two lines', body: 'First line\nsecond line' },
        { subject: 'Discount 50% off_now', body: 'A "quoted" OR NEAR(x) text*' },
        { subject: 'THE THERAPIST', body: 'the therapist said' },
      ].map((message, i) => ({ ...message, receivedAt: day(20 - i) })),
    );
    await insertSentItems(
      t,
      scope,
      [
        { subjectMain: 'Receipts', subjectOther: null, message: 'Hydrotherapy receipts attached' },
        { subjectMain: 'Other', subjectOther: 'Hyd rot her apy', message: 'Nothing.' },
        { subjectMain: 'Certificate', subjectOther: 'Dr \u212Aelly', message: 'Mi\u017Fsion done.' },
        { subjectMain: 'Payment advice', subjectOther: null, message: 'Paid into my account.' },
        { subjectMain: 'École', subjectOther: 'ÉLAN', message: 'First line\nsecond line' },
        {
          subjectMain: 'Discount 50% off_now',
          subjectOther: 'the therapist',
          message: '"quoted" or near(x)',
        },
      ].map((item, i) => ({ ...item, sentAt: day(20 - i) })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds in the inbox exactly what the phrase of the whole text finds', async () => {
    const db = t.database.db;
    for (const text of searches) {
      const expected = await referenceIds(t, 'inbox', scope.claimId, text);
      const found = idsOf(await findInboxPage(db, scope, filtersOf(text), 0, 100));
      expect({ text, ...found }).toEqual({ text, total: expected.length, ids: expected });
    }
    // The reference itself: the folded characters and the rows without the word.
    expect(idsOf(await findInboxPage(db, scope, filtersOf('hydrotherapy'), 0, 100)).total).toBe(1);
    if (t.database.dialect === 'sqlite') {
      expect(idsOf(await findInboxPage(db, scope, filtersOf('kelly'), 0, 100)).total).toBe(1);
      expect(idsOf(await findInboxPage(db, scope, filtersOf('mission'), 0, 100)).total).toBe(1);
    }
  });

  it('finds in the sent items exactly what the phrase of the whole text finds', async () => {
    const db = t.database.db;
    for (const text of searches) {
      const expected = await referenceIds(t, 'sent', scope.claimId, text);
      const found = idsOf(await findSentItemsPage(db, scope, filtersOf(text), 0, 100));
      expect({ text, ...found }).toEqual({ text, total: expected.length, ids: expected });
    }
    expect(idsOf(await findSentItemsPage(db, scope, filtersOf('hydrotherapy'), 0, 100)).total).toBe(1);
    if (t.database.dialect === 'sqlite') {
      expect(idsOf(await findSentItemsPage(db, scope, filtersOf('kelly'), 0, 100)).total).toBe(1);
    }
  });

  it('asks SQLite for the rarest trigrams by its vocabulary, once an hour, and checks the key table', async () => {
    const { db, seen } = recordingQueries(t.database.db);
    const search = async (text: string) => {
      seen.length = 0;
      await findInboxPage(db, scope, filtersOf(text), 0, 10);
      await findSentItemsPage(db, scope, filtersOf(text), 0, 10);
      return { vocabularyReads: seen.filter((query) => query.sql.includes('_vocabulary')).length, seen };
    };
    if (t.database.dialect === 'postgres') {
      const { vocabularyReads } = await search('HydroTherapy');
      expect(vocabularyReads).toBe(0);
      for (const query of seen) expect(query.sql).toMatch(/search_text" like lower\(cast\(\$\d+ as text\)\)/);
      return;
    }
    // Ten trigrams, each asked of both lists' vocabularies once.
    expect((await search('HydroTherapy')).vocabularyReads).toBe(20);
    const [inbox, sent] = seen.filter((query) => query.sql.includes(' match ?'));
    for (const [query, list] of [
      [inbox!, 'inbox_messages'],
      [sent!, 'sent_items'],
    ] as const) {
      const rows = new Map(
        (
          await sql<{
            term: string;
            doc: number;
          }>`select term, doc from ${sql.table(`${list}_fts_vocabulary`)}`.execute(t.database.db)
        ).rows.map((row) => [row.term, Number(row.doc)]),
      );
      const trigrams = textSearchOf('hydrotherapy')!.trigrams!;
      const expected = chooseTrigrams(trigrams, (trigram) => rows.get(trigram) ?? 0);
      expect(query.parameters).toContain(expected.map((trigram) => `"${trigram}"`).join(' AND '));
      expect(query.parameters).not.toContain('"HydroTherapy"');
      // The pattern is not a bare parameter of `like`: SQLite would prepare the statement anew on
      // every call (text-search.ts keyTextContains).
      expect(query.sql).toContain('k.search_text like cast(? as text)');
    }
    // Kept: the same trigrams again ask nothing of the vocabularies, a new one only for itself.
    expect((await search('hydrotherapy')).vocabularyReads).toBe(0);
    expect((await search('hydrotherapy!')).vocabularyReads).toBe(2);
    // An hour on, asked again (the repositories ask at the time of the call).
    seen.length = 0;
    const trigrams = textSearchOf('hydrotherapy')!.trigrams!;
    await ftsTrigramQuery(db, 'inbox_messages', trigrams, Date.now() + TRIGRAM_ROWS_KEPT_MS - 60_000);
    expect(seen).toHaveLength(0);
    await ftsTrigramQuery(db, 'inbox_messages', trigrams, Date.now() + TRIGRAM_ROWS_KEPT_MS);
    expect(seen.filter((query) => query.sql.includes('_vocabulary'))).toHaveLength(10);
    // Non-ASCII text and texts of three or four characters ask for the phrase as before.
    for (const text of ['école élan', 'line\nsecond', 'abcd']) {
      const { vocabularyReads } = await search(text);
      expect(vocabularyReads).toBe(0);
      expect(seen.at(-1)!.parameters).toContain(`"${text}"`);
      expect(seen.at(-1)!.sql).not.toContain('k.search_text');
    }
  });
  it('checks that the claim is still linked once a statement, not for every row the index finds', async () => {
    const { db, seen } = recordingQueries(t.database.db);
    for (const text of ['hydrotherapy', 'école élan']) {
      await findInboxPage(db, scope, filtersOf(text), 0, 10);
      await findSentItemsPage(db, scope, filtersOf(text), 0, 10);
    }
    const pages = seen.filter((query) => /match \?|like lower/.test(query.sql));
    expect(pages).toHaveLength(4);
    for (const query of pages) {
      if (t.database.dialect === 'postgres') {
        expect(query.sql).toContain('claimant_claims');
        continue;
      }
      const { rows } = await t.database.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      const plan = rows.map((row) => row.detail).join('\n');
      // A scalar subquery runs once; an EXISTS run as a join may be placed after the FTS scan.
      expect(plan).toMatch(/SCALAR SUBQUERY \d+\nSEARCH claimant_claims/);
      expect(plan).not.toContain('claimant_claims EXISTS');
    }
  });
});
