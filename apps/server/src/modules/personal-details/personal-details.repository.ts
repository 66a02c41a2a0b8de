import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const PERSONAL_DETAILS_KIND = 'personalDetails';
/** stored_files.purpose of personal-details supporting files (schema.ts). */
export const DETAILS_FILE_PURPOSE = 'details';

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
