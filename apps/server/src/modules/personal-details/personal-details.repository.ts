import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findOwnForm, pendingFilesOfForm } from '../claimant-submissions/open-forms.repository.js';

export const PERSONAL_DETAILS_KIND = 'personalDetails';
/** stored_files.purpose of personal-details supporting files (schema.ts). */
export const DETAILS_FILE_PURPOSE = 'details';

/** The claimant's personal-details request with this id, whatever its status (undefined: unknown or not theirs). */
export const findOwnRequest = (db: Kysely<Database>, claimantId: string, formId: string) =>
  findOwnForm(db, claimantId, formId, PERSONAL_DETAILS_KIND);

export const pendingFilesOfRequest = (db: Kysely<Database>, claimantId: string, formId: string) =>
  pendingFilesOfForm(db, claimantId, formId, DETAILS_FILE_PURPOSE);

/** The record as it stands, for the audit trail's "before" (the request does not change it). */
export async function currentPersonalDetails(db: Kysely<Database>, claimantId: string) {
  return db
    .selectFrom('claimants')
    .select(['title', 'first_name', 'middle_names', 'surname', 'date_of_birth'])
    .where('id', '=', claimantId)
    .executeTakeFirst();
}
