import type { Insertable, Kysely } from 'kysely';
import type { Database, SentItemTable, SubmissionTable } from '../../db/schema.js';
import { attachPendingFiles } from '../files/index.js';

/** The rows every claimant submission writes: submissions, submission_files, sent_items. */

export async function insertSubmission(
  db: Kysely<Database>,
  row: Insertable<SubmissionTable>,
): Promise<void> {
  await db.insertInto('submissions').values(row).execute();
}

/** What a provider event names of a submission: its kind and the number of the claim it is filed under. */
export async function findSubmissionEventFacts(
  db: Kysely<Database>,
  submissionId: string,
  claimId: string,
): Promise<{ kind: string; claimNumber: string | null } | undefined> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => [
      'submissions.kind as kind',
      eb.selectFrom('claims').select('claims.number').where('claims.id', '=', claimId).as('claimNumber'),
    ])
    .where('submissions.id', '=', submissionId)
    .executeTakeFirst();
  return row === undefined ? undefined : { kind: row.kind, claimNumber: row.claimNumber ?? null };
}

/**
 * Attaches the files that are still pending and answers their ids, in the order given. A file the
 * upload sweep or a discard took meanwhile (its bytes are gone) is left out rather than attached
 * without bytes.
 */
export async function attachFiles(
  db: Kysely<Database>,
  submissionId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const attached = new Set(await attachPendingFiles(db, fileIds));
  const ordered = fileIds.filter((id) => attached.has(id));
  if (ordered.length === 0) return [];
  await db
    .insertInto('submission_files')
    .values(ordered.map((file_id, position) => ({ submission_id: submissionId, file_id, position })))
    .execute();
  return ordered;
}

export async function insertSentItem(db: Kysely<Database>, row: Insertable<SentItemTable>): Promise<void> {
  await db.insertInto('sent_items').values(row).execute();
}
