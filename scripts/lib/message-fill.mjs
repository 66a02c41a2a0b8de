// Fills one claim's inbox for the getmessages case of `npm run bench` (issue 5 "a claim with 10 000
// messages"). The rows go in through the built server's own Kysely connection (apps/server/dist/db/
// connect.js), so the same code writes to the embedded SQLite file and to PostgreSQL, in batches inside
// one transaction, with the columns of apps/server/src/db/schema.ts. The messages are spread over three
// years, vary in subject and length, about one in ten is unread, one in fifty has an attachment (its
// stored_files row only: getmessages lists attachments, it never reads their bytes), and SEARCH_WORD
// appears in exactly one in twenty (half in the subject, half in the text) so search has work.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { repoRoot } from './build-output.mjs';

/** Not in the demo data, so a search's Total counts generated rows only. */
export const SEARCH_WORD = 'hydrotherapy';
const SEARCH_EVERY = 20;
const SPAN_MS = 3 * 365 * 24 * 3_600_000;
const BATCH_ROWS = 500;

const topics = [
  'Payment advice',
  'Certificate of capacity received',
  'Your claims manager',
  'Travel reimbursement',
  'Treatment plan update',
  'Appointment reminder',
  'Request for information',
  'Medical report received',
  'Income support review',
  'Invoice paid',
  'Return to work planning',
  'Change of claims manager',
];
const sentences = [
  'Thank you for sending us the documents we asked for.',
  'We have paid the invoice from your treating practitioner directly.',
  'Your next income support payment will be made on Thursday.',
  'Please call us if any of your details have changed.',
  'Your claims manager will contact you within five business days.',
  'The attached letter explains what we can pay for and how to claim it.',
  'You can send us receipts through Send documents in the portal.',
  'We need an updated certificate of capacity before the current one ends.',
  'Your travel to and from treatment has been reimbursed at the standard rate.',
  'If you disagree with this decision you can ask us to review it.',
];

const pick = (list, n) => list[n % list.length];

/** The text of message `i`; deterministic, 2 to 7 sentences, the search word in one of every twenty. */
function messageText(i) {
  const hasWord = i % SEARCH_EVERY === 7;
  const topic = pick(topics, i * 7 + (i >> 3));
  const subject = hasWord && i % 40 === 7 ? `Hydrotherapy sessions approved (${i})` : `${topic} (${i})`;
  const parts = [];
  for (let s = 0; s < 2 + (i % 6); s += 1) parts.push(pick(sentences, i * 3 + s * 5));
  if (hasWord && i % 40 !== 7) parts.splice(1, 0, `We have approved ${4 + (i % 9)} ${SEARCH_WORD} sessions.`);
  return { subject, body: `Dear Alex,\n\n${parts.join(' ')}\n\nKind regards,\nYour claims team` };
}

/**
 * `count` message rows for `claimId`, newest first: message 0 an hour before `now`, the last about three
 * years earlier. Every hundredth shares its neighbour's received time, so paging relies on the id tie-break.
 */
export function generateMessages({ count, claimId, now }) {
  const step = SPAN_MS / count;
  const rows = [];
  let previous = null;
  for (let i = 0; i < count; i += 1) {
    const jitter = ((i * 7919) % 1000) * (step / 2000);
    const received =
      i % 100 === 99 && previous ? previous : new Date(now.getTime() - 3_600_000 - i * step - jitter);
    previous = received;
    const { subject, body } = messageText(i);
    const unread = i % 10 === 3 || i < 5;
    rows.push({
      id: randomUUID(),
      claim_id: claimId,
      subject,
      body,
      sent_at: new Date(received.getTime() - 4 * 60_000).toISOString(),
      received_at: received.toISOString(),
      read_at: unread ? null : new Date(received.getTime() + 3_600_000).toISOString(),
      created_at: received.toISOString(),
    });
  }
  return rows;
}

/** What the generated rows should make the server answer, to print next to what it did answer. */
export function expectedCounts(rows, now) {
  const monthAgo = now.getTime() - 31 * 24 * 3_600_000;
  return {
    total: rows.length,
    search: rows.filter((r) => `${r.subject}\n${r.body}`.toLowerCase().includes(SEARCH_WORD)).length,
    unread: rows.filter((r) => r.read_at === null).length,
    // An upper bound: the server counts from Melbourne midnight 30 days back.
    last31Days: rows.filter((r) => Date.parse(r.received_at) >= monthAgo).length,
  };
}

function attachmentRowsFor(rows) {
  const files = [];
  const links = [];
  rows.forEach((row, i) => {
    if (i % 50 !== 11) return;
    const id = randomUUID();
    files.push({
      id,
      claimant_id: null,
      claim_id: row.claim_id,
      filename: `Letter ${i}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 48_213,
      storage_key: randomUUID(),
      sha256: '0'.repeat(64),
      purpose: 'inbox',
      status: 'attached',
      form_id: null,
      created_at: row.received_at,
    });
    links.push({ message_id: row.id, file_id: id, position: 0 });
  });
  return { files, links };
}

/** The server's own database module (its dialect setup), one connection. */
export async function openServerDatabase(databaseUrl) {
  const connectUrl = pathToFileURL(join(repoRoot, 'apps/server/dist/db/connect.js')).href;
  const { createDatabase } = await import(connectUrl);
  return createDatabase(databaseUrl, { pool: { max: 1 } });
}

/**
 * Inserts each [table, rows] in order in one transaction, BATCH_ROWS at a time; answers the seconds it
 * took. PostgreSQL is vacuumed and analysed afterwards: what autovacuum does within a minute of a load
 * this size (insert threshold 1000 rows), statistics for the planner and a visibility map, so counts
 * can be index-only scans. SQLite's search indexes are merged into one segment each, as the server's
 * own upkeep leaves them (db/search-index-merge.ts: a minute after its start, then every six hours),
 * done here so that upkeep does not fall inside a measurement; SQLite never runs ANALYZE.
 */
export async function insertTables(handle, tables) {
  const started = performance.now();
  await handle.db.transaction().execute(async (trx) => {
    for (const [table, rows] of tables) {
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + BATCH_ROWS))
          .execute();
      }
    }
  });
  const insertSeconds = (performance.now() - started) / 1000;
  if (handle.dialect === 'postgres') {
    for (const [table] of tables) await sql`vacuum (analyze) ${sql.table(table)}`.execute(handle.db);
  } else {
    const mergeUrl = pathToFileURL(join(repoRoot, 'apps/server/dist/db/search-index-merge.js')).href;
    const { mergeSearchIndexes } = await import(mergeUrl);
    await mergeSearchIndexes(handle);
  }
  return insertSeconds;
}

/**
 * Opens `databaseUrl` with the server's dialect setup, finds the claim by number and inserts `count`
 * messages (insertTables). Answers the rows and timings.
 */
export async function fillInbox({ databaseUrl, claimNumber, count, now = new Date() }) {
  const handle = await openServerDatabase(databaseUrl);
  try {
    const claim = await handle.db
      .selectFrom('claims')
      .select('id')
      .where('number', '=', claimNumber)
      .executeTakeFirst();
    if (!claim)
      throw new Error(`claim ${claimNumber} is not in the benchmark database (demo data not seeded?)`);
    const rows = generateMessages({ count, claimId: claim.id, now });
    const { files, links } = attachmentRowsFor(rows);
    const insertSeconds = await insertTables(handle, [
      ['inbox_messages', rows],
      ['stored_files', files],
      ['inbox_attachments', links],
    ]);
    return { rows, attachments: links.length, insertSeconds, expected: expectedCounts(rows, now) };
  } finally {
    await handle.destroy();
  }
}
