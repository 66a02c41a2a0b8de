import type { Insertable, Kysely } from 'kysely';
import type { Database, SentItemTable, SubmissionTable } from '../../db/schema.js';

export const PERSONAL_DETAILS_KIND = 'personalDetails';
/** stored_files.purpose of personal-details supporting files (schema.ts). */
export const DETAILS_FILE_PURPOSE = 'details';

/** One dropdown entry by its wire Id or by its text (Titles are sent as text, part 1 §3). */
export async function findListItem(
  db: Kysely<Database>,
  listType: string,
  match: { id: number } | { item: string },
) {
  let query = db.selectFrom('dropdown_items').select(['item_id', 'item']).where('list_type', '=', listType);
  query = 'id' in match ? query.where('item_id', '=', match.id) : query.where('item', '=', match.item);
  return query.executeTakeFirst();
}

/** The claimant's personal-details request with this id, whatever its status (null: unknown or not theirs). */
export async function findOwnRequest(db: Kysely<Database>, claimantId: string, formId: string) {
  return db
    .selectFrom('submissions')
    .selectAll()
    .where('id', '=', formId)
    .where('claimant_id', '=', claimantId)
    .where('kind', '=', PERSONAL_DETAILS_KIND)
    .executeTakeFirst();
}

export async function insertSubmission(
  db: Kysely<Database>,
  row: Insertable<SubmissionTable>,
): Promise<void> {
  await db.insertInto('submissions').values(row).execute();
}

export async function updateOpenSubmissionData(
  db: Kysely<Database>,
  id: string,
  data: string,
): Promise<void> {
  await db
    .updateTable('submissions')
    .set({ data })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** Marks an open submission submitted; false when it was no longer open (a concurrent submit). */
export async function markSubmitted(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({ status: 'submitted', submitted_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function pendingFilesOfForm(db: Kysely<Database>, claimantId: string, formId: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'filename'])
    .where('claimant_id', '=', claimantId)
    .where('form_id', '=', formId)
    .where('purpose', '=', DETAILS_FILE_PURPOSE)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Attaches the files that are still pending and answers their ids, in the order given. A file the
 * upload sweep discarded meanwhile (its bytes are gone) is left out rather than attached without bytes.
 */
export async function attachFiles(
  db: Kysely<Database>,
  submissionId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const updated = await db
    .updateTable('stored_files')
    .set({ status: 'attached' })
    .where('id', 'in', fileIds)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  const attached = new Set(updated.map((row) => row.id));
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

/** The claim a request without a selected claim is filed under: the claimant's first by number. */
export async function firstClaimIdOf(db: Kysely<Database>, claimantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('claimant_claims')
    .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
    .select('claims.id')
    .where('claimant_claims.claimant_id', '=', claimantId)
    .orderBy('claims.number')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The record as it stands, for the audit trail's "before" (the request does not change it). */
export async function currentPersonalDetails(db: Kysely<Database>, claimantId: string) {
  return db
    .selectFrom('claimants')
    .select(['title', 'first_name', 'middle_names', 'surname', 'date_of_birth'])
    .where('id', '=', claimantId)
    .executeTakeFirst();
}
