// Fills one claimant's sent items on one claim for the getsentitems cases of `npm run bench` (issue 15
// "Same targets for the sent-items list"), as message-fill.mjs fills the inbox: through the built
// server's own Kysely connection, in batches inside one transaction. Every item has its submission,
// as the portal files them (claimant-submissions); one in ten was marked received by the provider, one
// in fifty has a file (its stored_files row only), the request types cycle through the SentItemTypes
// list, and SEARCH_WORD appears in one in twenty (in the other subject or the message).
import { randomUUID } from 'node:crypto';
import { SEARCH_WORD, insertTables, openServerDatabase } from './message-fill.mjs';

const SPAN_MS = 3 * 365 * 24 * 3_600_000;

const kinds = [
  { kind: 'documents', subject: 'Certificate of capacity', other: null },
  { kind: 'receipts', subject: 'Reimbursement', other: 'Pharmacy' },
  { kind: 'contactUs', subject: 'Enquiry', other: 'Payments' },
  { kind: 'documents', subject: 'Medical report', other: null },
  { kind: 'receipts', subject: 'Reimbursement', other: 'Travel' },
];
const sentences = [
  'Please find my latest certificate attached.',
  'Receipts for this month are attached, thank you.',
  'Could you let me know when the next payment is due?',
  'My new treating practitioner is Dr Hoang at the local clinic.',
  'I have changed my phone number, please update my details.',
  'The invoice from the physiotherapist is attached.',
];

/** Item `i`: the search word in one in twenty, half in the other subject, half in the message. */
function itemText(i) {
  const base = kinds[i % kinds.length];
  const hasWord = i % 20 === 7;
  const other = hasWord && i % 40 === 7 ? `Hydrotherapy (${i})` : base.other;
  const parts = [];
  for (let s = 0; s < 1 + (i % 4); s += 1) parts.push(sentences[(i * 5 + s * 3) % sentences.length]);
  if (hasWord && i % 40 !== 7) parts.splice(1, 0, `I attended ${2 + (i % 5)} ${SEARCH_WORD} sessions.`);
  return { kind: base.kind, subject: base.subject, other, message: parts.join(' ') };
}

export function generateSentItems({ count, claimantId, claimId, requestTypes, now }) {
  const step = SPAN_MS / count;
  const items = [];
  const submissions = [];
  for (let i = 0; i < count; i += 1) {
    const sent = new Date(now.getTime() - 3_600_000 - i * step).toISOString();
    const { kind, subject, other, message } = itemText(i);
    const submissionId = randomUUID();
    submissions.push({
      id: submissionId,
      claimant_id: claimantId,
      claim_id: claimId,
      kind,
      status: i % 10 === 4 ? 'received' : 'submitted',
      data: '{}',
      created_at: sent,
      submitted_at: sent,
      received_at: i % 10 === 4 ? sent : null,
    });
    items.push({
      id: randomUUID(),
      claimant_id: claimantId,
      claim_id: claimId,
      submission_id: submissionId,
      request_type: requestTypes.length > 0 ? requestTypes[i % requestTypes.length] : null,
      subject_main: subject,
      subject_other: other,
      message,
      sent_at: sent,
    });
  }
  return { items, submissions };
}

function fileRowsFor(items) {
  const files = [];
  const links = [];
  items.forEach((item, i) => {
    if (i % 50 !== 11) return;
    const id = randomUUID();
    files.push({
      id,
      claimant_id: item.claimant_id,
      claim_id: item.claim_id,
      filename: `Receipt ${i}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 48_213,
      storage_key: randomUUID(),
      sha256: '0'.repeat(64),
      purpose: 'documents',
      status: 'attached',
      form_id: null,
      created_at: item.sent_at,
    });
    links.push({ submission_id: item.submission_id, file_id: id, position: 0 });
  });
  return { files, links };
}

/**
 * Inserts `count` sent items of the claimant with `email` on claim `claimNumber` into `databaseUrl`.
 * Answers the rows, timings and what a search for SEARCH_WORD should count.
 */
export async function fillSentItems({ databaseUrl, claimNumber, email, count, now = new Date() }) {
  const handle = await openServerDatabase(databaseUrl);
  try {
    const owner = await handle.db
      .selectFrom('claims')
      .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
      .innerJoin('claimants', 'claimants.id', 'claimant_claims.claimant_id')
      .select(['claims.id as claimId', 'claimants.id as claimantId'])
      .where('claims.number', '=', claimNumber)
      .where('claimants.email', '=', email)
      .executeTakeFirst();
    if (!owner) throw new Error(`${email} has no claim ${claimNumber} in the benchmark database`);
    const types = await handle.db
      .selectFrom('dropdown_items')
      .select('item_id')
      .where('list_type', '=', 'SentItemTypes')
      .where('parent_id', 'is not', null)
      .execute();
    const { items, submissions } = generateSentItems({
      count,
      ...owner,
      requestTypes: types.map((type) => type.item_id),
      now,
    });
    const { files, links } = fileRowsFor(items);
    const insertSeconds = await insertTables(handle, [
      ['submissions', submissions],
      ['stored_files', files],
      ['submission_files', links],
      ['sent_items', items],
    ]);
    const search = items.filter((item) =>
      `${item.subject_main}\n${item.subject_other ?? ''}\n${item.message}`
        .toLowerCase()
        .includes(SEARCH_WORD),
    ).length;
    return { items, files: links.length, insertSeconds, expected: { total: items.length, search } };
  } finally {
    await handle.destroy();
  }
}
